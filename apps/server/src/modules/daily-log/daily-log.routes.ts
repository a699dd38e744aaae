import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { exportDaily } from './daily-log.export'
import {
  board,
  createEntries,
  editEntry,
  listSections,
  notifyEntries,
  removeEntry,
  timeline,
} from './daily-log.service'

// The care log (/daily) and its export (/daily/export), docs/daily-log.md.
export function dailyLogRoutes(route: Route): void {
  route(contracts.dailyLog.sections, async ({ actor, db }) => {
    return listSections(db, actor)
  })

  route(contracts.dailyLog.board, async ({ actor, db, now, query }) => {
    return board(db, actor, now, query)
  })

  route(contracts.dailyLog.create, async ({ actor, db, now, body, realtime }) => {
    const { items, change } = await db.transaction((tx) => createEntries(tx, actor, now, body))
    await notifyEntries(realtime, db, change)
    return { items }
  })

  route(contracts.dailyLog.update, async ({ actor, db, now, params, body, realtime }) => {
    const { entry, change } = await db.transaction((tx) => editEntry(tx, actor, now, params.id, body))
    await notifyEntries(realtime, db, change)
    return entry
  })

  route(contracts.dailyLog.delete, async ({ actor, db, now, params, realtime }) => {
    const change = await db.transaction((tx) => removeEntry(tx, actor, now, params.id))
    await notifyEntries(realtime, db, change)
    return null
  })

  route(contracts.dailyLog.timeline, async ({ actor, db, params }) => {
    return timeline(db, actor, params.childId, params.date)
  })

  route(contracts.dailyLog.export, async ({ actor, db, now, query, reply }) => {
    const file = await exportDaily(db, actor, now, query)
    void reply
      .header('content-type', file.contentType)
      .header('content-length', String(file.body.length))
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
    // Bytes are sent as they are (Fastify serialises only objects); the contract names them unknown.
    return file.body
  })
}
