import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { contracts } from '@nido/domain/contracts/index'
import { deletionRequests, media, users } from '../../db/schema/index'
import type { AccessCase, FixtureName, MatrixWorld } from '../../test/matrix'

// Exports are personal (every signed-in user, observers too) and downloadable by
// their owner only: anyone else gets 404. Deletion requests are asked by the adults of the main
// site and handled by the directors and coordinators of the user's schools (404 outside them).

async function exportOf(w: MatrixWorld, ownerId: string): Promise<string> {
  const id = randomUUID()
  const storageKey = `data-protection/${ownerId}/${id}.zip`
  const bytes = Buffer.from('PK\u0005\u0006' + '\u0000'.repeat(18), 'latin1')
  await w.app.deps.storage.put(storageKey, bytes, 'application/zip')
  await w.app.database.db.insert(media).values({
    id,
    ownerId,
    kind: 'data-protection-export',
    type: 'DOCUMENT',
    storageKey,
    mimeType: 'application/zip',
    fileName: 'nido-data.zip',
    size: bytes.length,
    status: 'ready',
  })
  return id
}

/** A guardian of a child of `schoolId` whose deletion request waits there. */
async function openRequestIn(w: MatrixWorld, schoolId: string, childId: string): Promise<string> {
  const guardian = await w.app.make.guardianOf([childId], { status: 'AskedDeletion', referent: false })
  const [row] = await w.app.database.db
    .insert(deletionRequests)
    .values({ userId: guardian.id, schoolId })
    .returning({ id: deletionRequests.id })
  return row!.id
}

/**
 * Asking for deletion puts the fixture's account on hold; the case after it gives the account
 * back, so that every later case finds the fixtures as the world made them.
 */
async function giveAccountBack(w: MatrixWorld, who: FixtureName): Promise<void> {
  if (who === 'anonymous') return
  const userId = w.ids.users[who]
  await w.app.database.db.delete(deletionRequests).where(eq(deletionRequests.userId, userId))
  await w.app.database.db
    .update(users)
    .set({ status: 'Active' })
    .where(and(eq(users.id, userId), eq(users.status, 'AskedDeletion')))
}

const decide = { payload: { decision: 'done' } }

export const accessCases: AccessCase[] = [
  { route: contracts.dataProtection.createExport, expect: { anonymous: 401, others: 201 } },
  { route: contracts.dataProtection.listExports, expect: { anonymous: 401, others: 200 } },
  {
    route: contracts.dataProtection.downloadExport,
    name: 'my own export',
    request: async (w, who) => ({
      params: { id: who === 'anonymous' ? randomUUID() : await exportOf(w, w.ids.users[who]) },
    }),
    expect: { anonymous: 401, others: 200 },
  },
  {
    route: contracts.dataProtection.downloadExport,
    name: 'someone else’s export',
    request: async (w) => {
      const owner = await w.app.make.guardianOf([w.ids.childA1s1])
      return { params: { id: await exportOf(w, owner.id) } }
    },
    expect: { anonymous: 401, others: 404 },
  },
  {
    route: contracts.dataProtection.askDeletion,
    expect: { anonymous: 401, superAdmin: 403, groupAdminA: 403, childA1s1: 403, others: 201 },
  },
  {
    route: contracts.dataProtection.listRequests,
    request: async (w, who) => {
      await giveAccountBack(w, who)
      return {}
    },
    expect: { anonymous: 401, coordinatorA: 200, directorA1: 200, directorB1: 200, others: 403 },
  },
  {
    route: contracts.dataProtection.handleRequest,
    name: 'a request of school A1',
    request: async (w) => ({
      params: { id: await openRequestIn(w, w.ids.schoolA1, w.ids.childA1s2) },
      ...decide,
    }),
    expect: { anonymous: 401, coordinatorA: 200, directorA1: 200, directorB1: 404, others: 403 },
  },
  {
    route: contracts.dataProtection.handleRequest,
    name: 'a request of school B1',
    request: async (w) => ({
      params: { id: await openRequestIn(w, w.ids.schoolB1, w.ids.childB1) },
      ...decide,
    }),
    expect: { anonymous: 401, coordinatorA: 404, directorA1: 404, directorB1: 200, others: 403 },
  },
  {
    route: contracts.dataProtection.childrenWithoutGuardian,
    expect: { anonymous: 401, coordinatorA: 200, directorA1: 200, directorB1: 200, others: 403 },
  },
]
