import { featureFlags, managerServiceOptions, openings } from '../../db/schema/index'
import type { FixtureName, MatrixWorld } from '../../test/matrix'

// Data the manager-structure rows of the access matrix need: the manager module on in schools A1
// and B1 (off by default, access/scope/features.ts), and a service option or a closing to name.

export async function enableManager(w: MatrixWorld): Promise<void> {
  const db = w.app.database.db
  for (const schoolId of [w.ids.schoolA1, w.ids.schoolB1]) {
    await db
      .insert(featureFlags)
      .values({ schoolId, key: 'manager', enabled: true, options: {} })
      .onConflictDoUpdate({ target: [featureFlags.schoolId, featureFlags.key], set: { enabled: true } })
  }
}

/** A fresh service option of school A1, named after the fixture that will use it. */
export async function serviceOptionOfA1(w: MatrixWorld, who: FixtureName, tag: string): Promise<string> {
  await enableManager(w)
  const [row] = await w.app.database.db
    .insert(managerServiceOptions)
    .values({
      schoolId: w.ids.schoolA1,
      name: `${tag} ${who} ${Math.random().toString(36).slice(2)}`,
      pricingUnit: 'hourly',
      unitPriceCents: 250,
      priceUnit: 'hour',
    })
    .returning({ id: managerServiceOptions.id })
  return row!.id
}

/** A fresh closing of school A1. */
export async function closingOfA1(w: MatrixWorld): Promise<string> {
  await enableManager(w)
  const [row] = await w.app.database.db
    .insert(openings)
    .values({
      schoolId: w.ids.schoolA1,
      type: 'Closing',
      dateFrom: '2027-08-02',
      dateTo: '2027-08-20',
      label: 'Summer',
    })
    .returning({ id: openings.id })
  return row!.id
}
