import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { exportAudit, listAudit } from './audit.service'

export function auditRoutes(route: Route): void {
  route(contracts.audit.list, async ({ actor, db, query }) => listAudit(db, actor, query))

  route(contracts.audit.export, async ({ actor, db, query, reply }) => {
    const body = await exportAudit(db, actor, query)
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-length', String(body.length))
      .header('content-disposition', 'attachment; filename="audit.csv"')
      .header('cache-control', 'private, no-store')
    // Bytes are sent as they are (Fastify serialises only objects); the contract names them unknown.
    return body
  })
}
