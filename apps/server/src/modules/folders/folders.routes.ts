import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import {
  createFolder,
  editFolder,
  folderInScope,
  getFolder,
  listFolders,
  removeFolder,
} from './folders.service'

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
