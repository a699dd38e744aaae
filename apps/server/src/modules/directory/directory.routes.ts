import type { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { notifyNewGuardians } from '../notifications/index'
import { sendActivations } from './directory.activation'
import { exportFamilies, exportStaff } from './directory.export'
import { importFamilies, type ImportOptions } from './directory.families'
import { importStaff } from './directory.staff'

// docs/directory-import.md. Thin handlers: the router has checked the action (profile, observer,
// management module, child or team access); the services check every school and section named
// against the actor's own. The CSV body arrives as a stream (app.ts registers text/csv as such).
export function directoryRoutes(route: Route): void {
  const c = contracts.directory

  const options = (
    deps: Parameters<typeof sendActivations>[1],
    now: Date,
    query: { dryRun: boolean; sendActivation: boolean },
  ): ImportOptions => ({
    ...query,
    activate: (tx, userIds) => sendActivations(tx, deps, { userIds, now }),
    notifyNewGuardians: (tx, links) => notifyNewGuardians(tx, deps, links),
  })

  route(c.importFamilies, async ({ actor, db, deps, now, query, req, realtime }) => {
    const outcome = await importFamilies(db, actor, req.body, options(deps, now, query))
    // A child in a new section, a guardian of a new child: their sockets reconnect with the new
    // scope (docs/security.md "Sessions and realtime").
    if (outcome.rescoped.length > 0) realtime.endUsers(outcome.rescoped)
    return outcome.report
  })

  route(c.importStaff, async ({ actor, db, deps, now, query, req, realtime }) => {
    const outcome = await importStaff(db, actor, req.body, options(deps, now, query))
    if (outcome.rescoped.length > 0) realtime.endUsers(outcome.rescoped)
    return outcome.report
  })

  // Bytes and streams are sent as they are (Fastify serialises only objects); the contract names
  // the file unknown.
  const download = (reply: FastifyReply, file: { fileName: string; body: Readable }) => {
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
    return file.body
  }

  route(c.exportFamilies, async ({ actor, db, query, reply }) =>
    download(reply, await exportFamilies(db, actor, query)),
  )

  route(c.exportStaff, async ({ actor, db, query, reply }) =>
    download(reply, await exportStaff(db, actor, query)),
  )
}
