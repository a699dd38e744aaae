import { z } from 'zod'

// The dated rate tables the cost engine reads (docs/manager-pricing.md "Tables", decision 0048).
// Every figure that changes over time (effort rates, floor and ceiling of monthly resources, PAJE
// income brackets and tariffs) is a dated row that an administrator edits, never a constant here.
// Money is in integer cents, rates in integer parts per million (0.0619 % = 619 ppm).

export const rateTableKinds = [
  /** PSU effort rates of collective crèches and PSU micro-crèches, by children in charge. */
  'psu-effort-rates',
  /** PSU effort rates of family and parental crèches (a lower table). */
  'psu-effort-rates-family',
  /** The floor (plancher) of monthly resources. */
  'psu-resources-floor',
  /** The ceiling (plafond) of monthly resources. */
  'psu-resources-ceiling',
  /** PAJE micro-crèches: the two thresholds of annual resources that make the three brackets. */
  'paje-brackets',
  /** PAJE micro-crèches: the hourly tariff of each of the three brackets. */
  'paje-tariffs',
] as const
export type RateTableKind = (typeof rateTableKinds)[number]

const zCents = z.number().int().positive().max(100_000_000_00)
const zPpm = z.number().int().positive().max(1_000_000)

/**
 * Effort rates: `ratesPpm[i]` applies to `i + 1` children in charge; the last value applies to
 * every larger household (the "8 and more" row).
 */
export const zEffortRatesValues = z.object({ ratesPpm: z.array(zPpm).min(1).max(20) }).strict()
export const zAmountValues = z.object({ amountCents: zCents }).strict()
/**
 * PAJE brackets: `thresholdsCents[i]` = the two annual-resources thresholds for `i + 1` children
 * in charge (bracket 1 up to the first included, bracket 2 up to the second included, else 3); a
 * larger household adds `extraChildCents` per child beyond the last listed count.
 */
export const zPajeBracketsValues = z
  .object({
    thresholdsCents: z
      .array(z.tuple([zCents, zCents]).refine(([a, b]) => a < b, { message: 'ascending' }))
      .min(1)
      .max(10),
    extraChildCents: z.tuple([zCents, zCents]),
  })
  .strict()
/** PAJE tariffs: the hourly price of brackets 1, 2 and 3. */
export const zPajeTariffsValues = z.object({ hourlyCents: z.tuple([zCents, zCents, zCents]) }).strict()

export const rateTableValueSchemas = {
  'psu-effort-rates': zEffortRatesValues,
  'psu-effort-rates-family': zEffortRatesValues,
  'psu-resources-floor': zAmountValues,
  'psu-resources-ceiling': zAmountValues,
  'paje-brackets': zPajeBracketsValues,
  'paje-tariffs': zPajeTariffsValues,
} as const satisfies Record<RateTableKind, z.ZodType>

export type RateTableValues<K extends RateTableKind> = z.output<(typeof rateTableValueSchemas)[K]>

export const zIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')

/** One dated row as the engine reads it (plain data: the server loads it, tests write it). */
export type RateTableRow = {
  [K in RateTableKind]: {
    id?: string
    kind: K
    /** National rows (seeded) apply everywhere; a group's own row wins over them on its dates. */
    scope: 'national' | 'group'
    validFrom: string
    /** Inclusive; null = still in force. */
    validTo: string | null
    values: RateTableValues<K>
    /** Seeded from a figure the research could not confirm: shown flagged until checked. */
    unverified?: boolean
  }
}[RateTableKind]

export type RateTableRowOf<K extends RateTableKind> = Extract<RateTableRow, { kind: K }>

/** The row of a kind in force on a date (a group row before a national one), or undefined. */
export function rowOn<K extends RateTableKind>(
  rows: readonly RateTableRow[],
  kind: K,
  date: string,
): RateTableRowOf<K> | undefined {
  let found: RateTableRowOf<K> | undefined
  for (const row of rows) {
    if (row.kind !== kind || row.validFrom > date || (row.validTo !== null && row.validTo < date)) continue
    if (!found || (found.scope === 'national' && row.scope === 'group')) found = row as RateTableRowOf<K>
  }
  return found
}

/** Two date ranges (inclusive, null end = open) share a day. */
export function rangesOverlap(
  a: { validFrom: string; validTo: string | null },
  b: { validFrom: string; validTo: string | null },
): boolean {
  return (a.validTo === null || b.validFrom <= a.validTo) && (b.validTo === null || a.validFrom <= b.validTo)
}

/** The effort rate for a household (the last value of the table beyond its length). */
export function effortRatePpm(values: RateTableValues<'psu-effort-rates'>, children: number): number {
  const rates = values.ratesPpm
  return rates[Math.min(Math.max(children, 1), rates.length) - 1]!
}
