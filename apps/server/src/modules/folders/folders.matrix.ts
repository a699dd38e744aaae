import type { MediaAudience } from '@nido/domain/enums/content'
import type { MatrixWorld } from '../../test/matrix'
import type { Person } from '../../test/matrix-world'
import { indexNews, type ShareTarget } from '../news/index'
import { insertFolder } from './folders.queries'

// Data the access-matrix rows of folders build for themselves: each call makes a new folder, so
// that a delete in one fixture's request never hides it from the next.

const now = () => new Date('2026-11-01T08:00:00Z')

export async function matrixFolder(
  w: MatrixWorld,
  o: { owner: Person; schoolId: string; audience: MediaAudience; targets: ShareTarget[] },
) {
  const db = w.app.database.db
  const ownerId = w.ids.users[o.owner]
  const folder = await insertFolder(db, {
    ownerId,
    schoolId: o.schoolId,
    title: 'Matrix folder',
    description: '',
    audience: o.audience,
  })
  await indexNews(db, {
    type: 'Folder',
    referenceId: folder.id,
    ownerId,
    schoolId: o.schoolId,
    status: 'published',
    publishAt: now(),
    searchText: folder.title,
    targets: o.targets,
  })
  return folder.id
}
