import type { TFunction } from 'i18next'
import type { Language } from '@nido/domain/i18n/languages'
import { toBcp47 } from '@nido/domain/i18n/languages'
import { formatMoney } from '@/ui/money'

// The engine's explanation steps ({ key, values }, integers and codes only: docs/manager-pricing.md
// "Explanations") worded in the user's language. A value's name says its unit, as in the reference
// wording (packages/domain/src/manager/pricing/explanation.ts): `…Cents` is money, `minutes` and
// `…Minutes` are hours, `…Ppm` a percentage, anything else a number.

export interface Step {
  key: string
  values: Record<string, number | string>
}

const num = (value: number | string) => (typeof value === 'number' ? value : Number(value))

/** 8460 → "141 h", 7590 → "126.5 h" (to the hundredth of an hour). */
export function formatHours(minutes: number, language: Language): string {
  const hours = Math.round((minutes * 100) / 60) / 100
  return `${new Intl.NumberFormat(toBcp47(language), { maximumFractionDigits: 2 }).format(hours)}\u00a0h`
}

/** 619 ppm → "0.0619%" ("0,0619 %" in French). */
export function formatPpm(ppm: number, language: Language): string {
  return new Intl.NumberFormat(toBcp47(language), {
    style: 'percent',
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
  }).format(ppm / 1_000_000)
}

function formatValue(name: string, value: number | string, currency: string, language: Language): string {
  if (typeof value === 'string' && Number.isNaN(Number(value))) return value
  if (name.endsWith('Cents')) return formatMoney(num(value), currency, language)
  if (name === 'minutes' || name.endsWith('Minutes')) return formatHours(num(value), language)
  if (name.endsWith('Ppm')) return formatPpm(num(value), language)
  return formatNumber(num(value), language)
}

export function formatNumber(value: number, language: Language): string {
  return new Intl.NumberFormat(toBcp47(language)).format(value)
}

/** The value whose number chooses the plural form of each step that has one. */
const pluralOf: Record<string, string> = {
  'amount.mornings': 'count',
  'amount.afternoons': 'count',
  'amount.days': 'count',
  'psu.children': 'children',
  'psu.aeeh': 'children',
  'paje.bracket': 'children',
}

const known = new Set([
  'amount.hours',
  'amount.mornings',
  'amount.afternoons',
  'amount.days',
  'amount.month',
  'psu.rate',
  'psu.floor',
  'psu.ceiling',
  'psu.children',
  'psu.aeeh',
  'mensualisation',
  'split',
  'paje.bracket',
])

/** One step in words; a step this build does not know shows as its key, never silently dropped. */
export function wordStep(
  t: TFunction<'managerContracts'>,
  step: Step,
  currency: string,
  language: Language,
): string {
  if (!known.has(step.key)) return step.key
  const values: Record<string, string | number> = Object.fromEntries(
    Object.entries(step.values).map(([name, value]) => [name, formatValue(name, value, currency, language)]),
  )
  const plural = pluralOf[step.key]
  if (plural !== undefined) values.count = num(step.values[plural] ?? 0)
  // The key is one of the known steps, whose texts the seven files hold (feature-texts.test.ts).
  return t(`explanation.${step.key}` as 'explanation.mensualisation', values)
}

export function wordExplanation(
  t: TFunction<'managerContracts'>,
  steps: readonly Step[],
  currency: string,
  language: Language,
): string {
  return steps.map((s) => wordStep(t, s, currency, language)).join('; ')
}

/** `missing` paths (MISSING_REQUIRED_CONTRACTOR_DATA) → the key of their words. */
const missingWords: Record<string, string> = {
  'household.monthlyResourcesCents': 'monthlyResources',
  'household.childrenInCharge': 'childrenInCharge',
  'contract.weeks': 'weeks',
  'contract.baseCostCents': 'baseCost',
  'contract.afternoonCostCents': 'afternoonCost',
}

export function wordMissing(t: TFunction<'managerContracts'>, path: string): string {
  const key = missingWords[path]
  return key ? t(`price.paths.${key}` as 'price.paths.weeks') : path
}

/** Whether the missing data are the household's, entered on the guardians page. */
export const missingHousehold = (paths: readonly string[]) => paths.some((p) => p.startsWith('household.'))

export const hourItems = new Set(['psu-hours', 'paje-hours', 'hours'])
