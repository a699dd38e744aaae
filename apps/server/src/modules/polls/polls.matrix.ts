import type { MatrixWorld } from '../../test/matrix'
import type { Person } from '../../test/matrix-world'
import { indexNews, type ShareTarget } from '../news/index'
import { insertOptions, insertPoll, optionsOf } from './polls.queries'

// Data the access-matrix rows of polls build for themselves: each call makes a new poll, so that
// a delete in one fixture's request never hides it from the next.

const now = () => new Date('2026-11-01T08:00:00Z')

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
