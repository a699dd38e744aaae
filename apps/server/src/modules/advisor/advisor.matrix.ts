import type { MatrixWorld } from '../../test/matrix'
import {
  advisorCampaigns,
  advisorCampaignSchools,
  advisorLibraryQuestions,
  advisorQuestions,
  advisorSectors,
  advisorSectorSchools,
} from '../../db/schema/index'

// Data the access-matrix rows of advisor build for themselves: each call makes a new row, so a
// delete in one fixture's request never hides it from the next.

export async function matrixCampaign(w: MatrixWorld, schoolIds: string[]) {
  const db = w.app.database.db
  const [groupRow] = await db
    .insert(advisorCampaigns)
    .values({
      groupId: schoolIds.includes(w.ids.schoolB1) ? w.ids.groupB : w.ids.groupA,
      name: 'Matrix campaign',
      audiences: ['families'],
      opensOn: '2026-11-01',
      closesOn: null,
      anonymous: true,
    })
    .returning()
  const id = groupRow!.id
  await db.insert(advisorCampaignSchools).values(schoolIds.map((schoolId) => ({ campaignId: id, schoolId })))
  await db.insert(advisorQuestions).values({ campaignId: id, position: 0, content: 'How?', kind: 'stars' })
  return id
}

export async function matrixSector(w: MatrixWorld, schoolIds: string[]) {
  const db = w.app.database.db
  const [row] = await db
    .insert(advisorSectors)
    .values({ groupId: w.ids.groupA, name: 'Matrix sector' })
    .returning()
  await db.insert(advisorSectorSchools).values(schoolIds.map((schoolId) => ({ sectorId: row!.id, schoolId })))
  return row!.id
}

export async function matrixLibraryQuestion(w: MatrixWorld) {
  const [row] = await w.app.database.db
    .insert(advisorLibraryQuestions)
    .values({ groupId: w.ids.groupA, content: 'Matrix question', kind: 'stars' })
    .returning()
  return row!.id
}
