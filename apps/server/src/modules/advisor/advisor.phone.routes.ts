import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { callList, phoneCampaigns, recordAnswers, recordCall } from './advisor.phone.service'

// Telephone surveys (docs/advisor.md "Telephone surveys").
const c = contracts.advisorPhone

export function advisorPhoneRoutes(route: Route): void {
  route(c.campaigns, async ({ actor, db, query }) => phoneCampaigns(db, actor, query))
  route(c.callList, async ({ actor, db, params, query }) => callList(db, actor, params, query))
  route(c.recordCall, async ({ actor, db, now, params, body }) =>
    db.transaction((tx) => recordCall(tx, actor, now, params.id, body)),
  )
  route(c.recordAnswers, async ({ actor, db, now, params, body }) =>
    db.transaction((tx) => recordAnswers(tx, actor, now, params.id, body)),
  )
}
