import { eq } from 'drizzle-orm'
import { defaultBillingSettings } from '@nido/domain/contracts/manager-structure'
import type { Queryable } from '../db/client'
import { managerServiceOptions, managerStructures, schools } from '../db/schema/index'
import { demoSchools } from './demo-accounts'

// The demo's manager structure (docs/manager.md): London (Fireflies) has the manager module on,
// so it gets its structure, billing settings and a small pricing catalogue; its openings and
// Christmas closure are seeded with every school's (demo.ts).

export async function seedDemoManagerStructure(tx: Queryable): Promise<void> {
  const [school] = await tx
    .select({ id: schools.id })
    .from(schools)
    .where(eq(schools.name, demoSchools.fireflies))
  if (!school) return
  await tx.insert(managerStructures).values({
    schoolId: school.id,
    kind: 'collective',
    capacity: 24,
    capacitySlots: [
      { weekday: 1, from: '07:30', to: '08:30', places: 12 },
      { weekday: 5, from: '17:00', to: '18:00', places: 10 },
    ],
    cafNumbers: [],
    currency: 'GBP',
    creditorName: 'Fireflies Nursery',
    creditorId: 'GB69ZZZFIREFLIES01',
    // The UK IBAN of the IBAN registry's example: valid, and nobody's account.
    iban: 'GB29NWBK60161331926819',
    bic: 'NWBKGB2L',
    invoicePrefix: 'FF-2026-',
    invoiceNextNumber: 1,
    billing: {
      ...defaultBillingSettings,
      monthsWithoutInvoice: [8],
      billingTiming: 'advance',
      dueDateRule: 'day-of-month',
      dueDateValue: 5,
    },
  })
  await tx.insert(managerServiceOptions).values(
    (
      [
        ['Full day', 'daily', 6500, 'day', '', null],
        ['Half day', 'semi-daily', 3800, 'half-day', '', null],
        ['Extra hour', 'hourly', 900, 'hour', '', null],
        ['Hot lunch', 'daily', 450, 'other', 'per meal', 'food'],
        ['Nappies pack', 'monthly', 1200, 'month', '', 'other'],
      ] as const
    ).map(([name, pricingUnit, unitPriceCents, priceUnit, priceUnitLabel, category]) => ({
      schoolId: school.id,
      name,
      pricingUnit,
      unitPriceCents,
      priceUnit,
      priceUnitLabel,
      category,
    })),
  )
}
