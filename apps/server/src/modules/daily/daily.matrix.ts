import { sql } from 'drizzle-orm'
import { featureFlags, openings } from '../../db/schema/index'
import type { MatrixWorld } from '../../test/matrix'
import { upsertCheckIn, upsertStaffCode } from './daily.queries'
import { keyedStaffCodeHash } from './daily.codes'

// Data the daily access-matrix rows build for themselves. The matrix world has no daily module:
// this switches it on (every mode) with the manager in schools A1 and B1, and opens A1 on weekdays
// so that guardians may check in at the matrix clock (Wednesday 10:30 in Paris). Other modules'
// rows may touch the same flag rows: the options are merged, and re-asserted before every case.

export const matrixDailyOptions = {
  allowCheckIn: 'all',
  allowGuardianCheckIn: 'all',
  allowTransmissions: true,
  defaultMorningWordItems: ['Mood', 'Food', 'Sleep'],
  allowedMorningWordItems: ['Mood', 'Food', 'Sleep', 'Departure', 'Health', 'Treatment', 'Note'],
  allFineEnabled: true,
}

const openedSchools = new WeakMap<MatrixWorld, Promise<void>>()

export async function enableDaily(w: MatrixWorld): Promise<void> {
  const db = w.app.database.db
  for (const schoolId of [w.ids.schoolA1, w.ids.schoolB1]) {
    for (const [key, options] of [
      ['daily', matrixDailyOptions],
      ['manager', { allowProCheckInByCode: true }],
    ] as const) {
      await db
        .insert(featureFlags)
        .values({ schoolId, key, enabled: true, options })
        .onConflictDoUpdate({
          target: [featureFlags.schoolId, featureFlags.key],
          set: { enabled: true, options: sql`${featureFlags.options} || excluded.options` },
        })
    }
  }
  if (!openedSchools.has(w)) {
    openedSchools.set(
      w,
      (async () => {
        await db.insert(openings).values(
          [1, 2, 3, 4, 5].map((weekday) => ({
            schoolId: w.ids.schoolA1,
            type: 'Opening' as const,
            weekday,
            startsAt: '07:00',
            endsAt: '19:00',
          })),
        )
      })(),
    )
  }
  await openedSchools.get(w)
}

/** childA1s1 has arrived today (the one-tap check-out needs an arrival). */
export async function arrivedToday(w: MatrixWorld): Promise<void> {
  await enableDaily(w)
  await upsertCheckIn(w.app.database.db, w.app.clock.now(), {
    schoolId: w.ids.schoolA1,
    childId: w.ids.childA1s1,
    date: '2026-11-18',
    arrival: '08:00',
    departure: null,
    pickup: null,
    updatedById: w.ids.users.directorA1,
  })
}

/** A personal code for `userId` in a school, so the tablet may clock them in or out. */
export async function staffCode(w: MatrixWorld, schoolId: string, userId: string, code: string) {
  await enableDaily(w)
  await upsertStaffCode(
    w.app.database.db,
    schoolId,
    userId,
    keyedStaffCodeHash(w.app.deps.secret, schoolId, code),
    w.app.deps.clock.now(),
  )
}
