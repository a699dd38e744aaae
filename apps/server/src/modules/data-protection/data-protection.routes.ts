import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import {
  askDeletion,
  createExport,
  handleRequest,
  listExports,
  listRequests,
  openExport,
} from './data-protection.service'

export function dataProtectionRoutes(route: Route): void {
  route(contracts.dataProtection.createExport, async ({ authorize, deps, now }) => {
    const actor = await authorize()
    return createExport(deps, actor, now)
  })

  route(contracts.dataProtection.listExports, async ({ authorize, deps }) => {
    const actor = await authorize()
    return { items: await listExports(deps, actor) }
  })

  route(contracts.dataProtection.downloadExport, async ({ authorize, deps, params, reply }) => {
    const actor = await authorize()
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

  route(contracts.dataProtection.askDeletion, async ({ authorize, deps, now }) => {
    const actor = await authorize()
    await askDeletion(deps, actor, now)
    return { ok: true as const }
  })

  route(contracts.dataProtection.listRequests, async ({ authorize, deps, query }) => {
    const actor = await authorize()
    return listRequests(deps, actor, query)
  })

  route(contracts.dataProtection.handleRequest, async ({ authorize, deps, params, body, now }) => {
    const actor = await authorize()
    return handleRequest(deps, actor, params.id, body, now)
  })
}
