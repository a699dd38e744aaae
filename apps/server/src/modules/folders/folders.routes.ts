import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { registerMediaVisibility } from '../media/index'
import { visibleFolderIds } from './folders.queries'
import { createFolder, editFolder, getFolder, listFolders, removeFolder } from './folders.service'

// A folder's documents are readable by whoever may read the folder: its news is visible to them
// and its audience (spec 000 §3) includes their side of the family.
registerMediaVisibility('folder', (db, actor, ids, now) => visibleFolderIds(db, actor, ids, now))

export function foldersRoutes(route: Route): void {
  route(contracts.folders.list, async ({ authorize, db, now, query }) => {
    const actor = await authorize()
    return listFolders(db, actor, now, query)
  })

  route(contracts.folders.get, async ({ authorize, db, now, params }) => {
    const actor = await authorize()
    return getFolder(db, actor, params.id, now)
  })

  route(contracts.folders.create, async ({ authorize, db, now, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => createFolder(tx, actor, now, body))
  })

  route(contracts.folders.update, async ({ authorize, db, now, params, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => editFolder(tx, actor, now, params.id, body))
  })

  route(contracts.folders.delete, async ({ authorize, db, now, params }) => {
    const actor = await authorize()
    await db.transaction((tx) => removeFolder(tx, actor, now, params.id))
    return null
  })
}
