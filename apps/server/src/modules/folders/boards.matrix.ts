import type { MediaAudience } from '@nido/domain/enums/content'
import { featureFlags } from '../../db/schema/index'
import type { MatrixWorld } from '../../test/matrix'
import type { Person } from '../../test/matrix-world'
import { indexNews, type ShareTarget } from '../news/index'
import { insertFolder } from './folders.queries'
import { makeUpload } from './boards.test-helpers'
import { insertOptions, insertPoll, optionsOf } from '../polls/index'
import { insertCard } from '../postal-cards/index'

// Data the access-matrix rows of folders, polls and postal cards build for themselves: each call
// makes a new item, so that a delete in one fixture's request never hides it from the next.

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

export async function matrixPoll(
  w: MatrixWorld,
  o: { owner: Person; schoolId: string; targets: ShareTarget[] },
) {
  const db = w.app.database.db
  const ownerId = w.ids.users[o.owner]
  const poll = await insertPoll(db, {
    ownerId,
    schoolId: o.schoolId,
    question: 'Matrix poll',
    supportsMultiple: false,
    closesAt: null,
  })
  await insertOptions(db, poll.id, ['Yes', 'No'])
  await indexNews(db, {
    type: 'Poll',
    referenceId: poll.id,
    ownerId,
    schoolId: o.schoolId,
    status: 'published',
    publishAt: now(),
    searchText: poll.question,
    targets: o.targets,
  })
  const [option] = await optionsOf(db, [poll.id])
  return { pollId: poll.id, optionId: option!.id }
}

/** Spec 000 §6: postal cards need their flag; school A1 has it on in the matrix world. */
export async function enablePostalCards(w: MatrixWorld) {
  await w.app.database.db
    .insert(featureFlags)
    .values({ schoolId: w.ids.schoolA1, key: 'postalcard', enabled: true, options: {} })
    .onConflictDoNothing()
}

/** A card of guardianA1s1 for childA1s1, to section A1 s1. */
export async function matrixCard(w: MatrixWorld) {
  await enablePostalCards(w)
  const db = w.app.database.db
  const mediaId = await makeUpload(db, {
    ownerId: w.ids.users.guardianA1s1,
    kind: 'postal-card',
    type: 'IMAGE',
  })
  const card = await insertCard(db, {
    ownerId: w.ids.users.guardianA1s1,
    childId: w.ids.childA1s1,
    sectionId: w.ids.sectionA1s1,
    schoolId: w.ids.schoolA1,
    message: 'Matrix card',
    mediaId,
  })
  return card.id
}

export { makeUpload }
