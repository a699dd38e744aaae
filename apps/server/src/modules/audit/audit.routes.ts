import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { listAudit } from './audit.service'

export function auditRoutes(route: Route): void {
  route(contracts.audit.list, async ({ actor, db, query }) => listAudit(db, actor, query))
}
