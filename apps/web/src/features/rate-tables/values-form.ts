import type { RateTableKind } from '@nido/domain/manager/pricing/tables'
import { rangesOverlap, rateTableValueSchemas } from '@nido/domain/manager/pricing/tables'

// The rate-table row form (docs/manager-pricing.md "Editing the tables"): what an administrator
// types (euros, percentages, lists separated by ";") turned into the row's integers (cents, parts
// per million) without floating point, and back for display. Validation: the kind's own schema
// (positive integers), dates in order and no overlap with a row of the same kind and scope.

/** "3 500,25" / "3500.25" → 350025 cents; undefined when it is not an amount. */
export function parseCents(text: string): number | undefined {
  return parseDecimal(text, 2)
}

/** "0.0619" (%) → 619 ppm. */
export function parsePpm(text: string): number | undefined {
  return parseDecimal(text, 4)
}

function parseDecimal(text: string, digits: number): number | undefined {
  const clean = text.replace(/[\s\u00a0\u202f€%]/g, '').replace(',', '.')
  const match = /^(\d+)(?:\.(\d*))?$/.exec(clean)
  if (!match) return undefined
  const frac = match[2] ?? ''
  if (frac.length > digits) return undefined
  return Number(match[1]) * 10 ** digits + Number(frac.padEnd(digits, '0') || '0')
}

const list = (text: string) =>
  text
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)

function pairs(text: string): [number, number][] | undefined {
  const out: [number, number][] = []
  for (const item of list(text)) {
    const [a, b, ...rest] = item.split('/').map((s) => parseCents(s))
    if (a === undefined || b === undefined || rest.length > 0) return undefined
    out.push([a, b])
  }
  return out
}

export interface RowForm {
  validFrom: string
  validTo: string
  /** One text per kind (see valuesOf). */
  main: string
  /** PAJE brackets: the increments per extra child "a / b". */
  extra: string
  source: string
}

/** The row's values from the form's texts, or undefined when a text does not parse. */
export function valuesOf(kind: RateTableKind, form: RowForm): Record<string, unknown> | undefined {
  switch (kind) {
    case 'psu-effort-rates':
    case 'psu-effort-rates-family': {
      const rates = list(form.main).map(parsePpm)
      return rates.some((r) => r === undefined) ? undefined : { ratesPpm: rates }
    }
    case 'psu-resources-floor':
    case 'psu-resources-ceiling': {
      const amountCents = parseCents(form.main)
      return amountCents === undefined ? undefined : { amountCents }
    }
    case 'paje-brackets': {
      const thresholdsCents = pairs(form.main)
      const extra = pairs(form.extra)
      return thresholdsCents && extra?.length === 1
        ? { thresholdsCents, extraChildCents: extra[0] }
        : undefined
    }
    case 'paje-tariffs': {
      const hourly = list(form.main).map(parseCents)
      return hourly.some((r) => r === undefined) ? undefined : { hourlyCents: hourly }
    }
  }
}

export type FormProblem = 'values' | 'dates' | 'overlap'

/** What is wrong with the form, checked as the server will (it checks again). */
export function checkRow(
  kind: RateTableKind,
  form: RowForm,
  others: readonly { validFrom: string; validTo: string | null }[],
): { problem: FormProblem; field: keyof RowForm } | { values: Record<string, unknown> } {
  const values = valuesOf(kind, form)
  if (!values || !rateTableValueSchemas[kind].safeParse(values).success)
    return { problem: 'values', field: 'main' }
  const validTo = form.validTo === '' ? null : form.validTo
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.validFrom)) return { problem: 'dates', field: 'validFrom' }
  if (validTo !== null && validTo < form.validFrom) return { problem: 'dates', field: 'validTo' }
  if (others.some((o) => rangesOverlap(o, { validFrom: form.validFrom, validTo })))
    return { problem: 'overlap', field: 'validFrom' }
  return { values }
}

/** "0.0619" from 619 ppm; "3500.25" from 350025 cents (the form's own notation). */
export const ppmText = (ppm: number) => `${Math.floor(ppm / 10_000)}.${String(ppm % 10_000).padStart(4, '0')}`
export const centsText = (cents: number) =>
  cents % 100 === 0
    ? String(cents / 100)
    : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
