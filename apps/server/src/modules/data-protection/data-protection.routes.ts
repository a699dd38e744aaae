import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import type { Contributions } from '../module'
import { childrenWithoutGuardian } from './data-protection.guardianless'
import {
  askDeletion,
  createExport,
  handleRequest,
  listExports,
  listRequests,
  openExport,
} from './data-protection.service'

export function dataProtectionRoutes(route: Route, rules: Contributions): void {
  route(contracts.dataProtection.createExport, async ({ actor, deps, now }) => {
    return createExport(deps, rules, actor, now)
  })

  route(contracts.dataProtection.listExports, async ({ actor, deps }) => {
    return { items: await listExports(deps, actor) }
  })

  route(contracts.dataProtection.downloadExport, async ({ actor, deps, params, reply }) => {
    const file = await openExport(deps, actor, params.id)
    void reply
      .header('content-type', 'application/zip')
      .header('content-length', String(file.size))
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
    // A stream is sent as it is (Fastify serialises only objects); the contract names the bytes
    // a string for OpenAPI's sake.
    return file.body as unknown as string
  })

  route(contracts.dataProtection.askDeletion, async ({ actor, deps, now, realtime }) => {
    await askDeletion(deps, realtime, actor, now)
    return { ok: true as const }
  })

  route(contracts.dataProtection.listRequests, async ({ actor, deps, query }) => {
    return listRequests(deps, actor, query)
  })

  route(contracts.dataProtection.handleRequest, async ({ actor, deps, params, body, now, realtime }) => {
    return handleRequest(deps, realtime, actor, params.id, body, now)
  })

  route(contracts.dataProtection.childrenWithoutGuardian, async ({ actor, deps }) => {
    return { items: await childrenWithoutGuardian(deps.database.db, actor) }
  })
}
