import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { registerMediaVisibility } from '../media/media.visibility'
import { visibleFolderIds } from './folders.queries'
import {
  createFolder,
  editFolder,
  folderInScope,
  getFolder,
  listFolders,
  removeFolder,
} from './folders.service'

// A folder's documents are readable by whoever may read the folder: its news is visible to them
// and its audience (spec 000 §3) includes their side of the family.
registerMediaVisibility('folder', (db, actor, ids) => visibleFolderIds(db, actor, ids, new Date()))

export function foldersRoutes(route: Route): void {
  route(contracts.folders.list, async ({ actor, db, now, query }) => {
    return listFolders(db, actor, now, query)
  })

  route(contracts.folders.get, async ({ actor, requireFor, db, params }) => {
    const folder = await requireFor('folders.get', params.id, folderInScope)
    return getFolder(db, actor, folder)
  })

  route(contracts.folders.create, async ({ actor, db, now, body }) => {
    return db.transaction((tx) => createFolder(tx, actor, now, body))
  })

  route(contracts.folders.update, async ({ actor, requireFor, db, now, params, body }) => {
    return db.transaction(async (tx) => {
      const folder = await requireFor('folders.update', params.id, folderInScope, tx)
      return editFolder(tx, actor, now, folder, body)
    })
  })

  route(contracts.folders.delete, async ({ actor, requireFor, db, params }) => {
    await db.transaction(async (tx) => {
      const folder = await requireFor('folders.delete', params.id, folderInScope, tx)
      await removeFolder(tx, actor, folder)
    })
    return null
  })
}
