import { and, eq, sql } from 'drizzle-orm'
import { featureFlags, guardianships, managerGuardianLinks } from '../db/schema/index'
import type { MatrixWorld } from './matrix'

// The manager modules' access-matrix rows (manager-children, manager-contracts) share one world:
// the manager on in A1, A2 and B1 and guardianA1s1 holding childA1s1's contract.

/** Manager on in A1, A2 and B1 (options merged, re-asserted before each case); guardianA1s1 holds. */
export async function enableManager(w: MatrixWorld): Promise<void> {
  const db = w.app.database.db
  for (const schoolId of [w.ids.schoolA1, w.ids.schoolA2, w.ids.schoolB1]) {
    await db
      .insert(featureFlags)
      .values({ schoolId, key: 'manager', enabled: true, options: {} })
      .onConflictDoUpdate({
        target: [featureFlags.schoolId, featureFlags.key],
        set: { enabled: true, options: sql`${featureFlags.options} - 'isManagerLite'` },
      })
  }
  const [link] = await db
    .select({ id: guardianships.id })
    .from(guardianships)
    .where(
      and(eq(guardianships.childId, w.ids.childA1s1), eq(guardianships.guardianId, w.ids.users.guardianA1s1)),
    )
  await db
    .insert(managerGuardianLinks)
    .values({ guardianshipId: link!.id, contractHolder: true })
    .onConflictDoUpdate({ target: managerGuardianLinks.guardianshipId, set: { contractHolder: true } })
}
