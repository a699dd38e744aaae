import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { hostChildren, hostSurveys, sendHostAnswers } from './advisor.host.service'

// The host dialog on a shared device (docs/advisor.md "The host dialog").
const c = contracts.advisorHost

export function advisorHostRoutes(route: Route): void {
  route(c.surveys, async ({ actor, db, now, query }) =>
    hostSurveys(db, actor, now, query.respondent, query.childId ?? null),
  )
  route(c.children, async ({ actor, db, now }) => hostChildren(db, actor, now))
  route(c.reply, async ({ actor, db, now, body }) => {
    await db.transaction((tx) => sendHostAnswers(tx, actor, now, body))
    return null
  })
}
