import type { ModuleDefinition } from '../module'
import { foldersNewsKind } from './folders.news'
import { foldersRoutes } from './folders.routes'
import { visibleFolderIds } from './folders.queries'
import { foldersPersonalData } from './folders.personal-data'

export const foldersModule = {
  name: 'folders',
  routes: foldersRoutes,
  newsKinds: [foldersNewsKind],
  // A folder's documents are readable by whoever may read the folder: its news is visible to them
  // and its audience (spec 000 §3) includes their side of the family.
  mediaKinds: { folder: (db, actor, ids, now) => visibleFolderIds(db, actor, ids, now) },
  personalData: foldersPersonalData,
} satisfies ModuleDefinition
