import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { pendingSurveys, recordReviewVisit, sendAnswers } from './advisor.answer.service'

// The answer popup after sign-in and the external-review prompt (docs/advisor.md "Answer flows").
const c = contracts.advisorAnswer

export function advisorAnswerRoutes(route: Route): void {
  route(c.pending, async ({ actor, db, now }) => pendingSurveys(db, actor, now))
  route(c.reply, async ({ actor, db, now, body }) =>
    db.transaction((tx) => sendAnswers(tx, actor, now, body)),
  )
  route(c.reviewVisit, async ({ actor, db, now, body }) => {
    await recordReviewVisit(db, actor, now, body.schoolId)
    return null
  })
}
