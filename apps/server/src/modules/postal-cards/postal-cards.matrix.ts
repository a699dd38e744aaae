import { featureFlags } from '../../db/schema/index'
import type { MatrixWorld } from '../../test/matrix'
import { makeUpload } from '../../test/uploads'
import { insertCard } from './postal-cards.queries'

// Data the access-matrix rows of postal cards build for themselves: each call makes a new card.

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
