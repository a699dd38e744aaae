// The explanation of a priced line (docs/manager-pricing.md "Explanations"): the engine returns
// language-neutral steps ({ key, values }, integers and codes only), and this file words them in
// English or French, e.g. "141 h × 2.17 € = 305.97 €; 2.17 € = 3 500 € × 0.0619 %". The web words
// the same steps through its i18n namespace in every language; this formatter serves the e-mails,
// PDFs and tests, and is the reference wording.

export interface ExplanationStep {
  key: string
  values: Record<string, number | string>
}

export type ExplanationLanguage = 'en' | 'fr'

const nbsp = '\u00a0'

function group(int: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, nbsp)
}

function decimal(value: string, lang: ExplanationLanguage): string {
  const [int, frac] = value.split('.') as [string, string | undefined]
  return group(int) + (frac ? (lang === 'fr' ? ',' : '.') + frac : '')
}

/**
 * 30597 → "305.97 €"; whole amounts without decimals ("3 500 €"). Another currency than the euro
 * is written by Intl from the exact decimal string (never a float): 30597 GBP → "£305.97".
 */
export function formatCents(cents: number, lang: ExplanationLanguage, currency = 'EUR'): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const euros = Math.floor(abs / 100)
  const rest = abs % 100
  const text = rest === 0 ? String(euros) : `${euros}.${String(rest).padStart(2, '0')}`
  if (currency !== 'EUR') {
    const digits = rest === 0 ? 0 : 2
    return new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(`${sign}${text}` as unknown as number)
  }
  return `${sign}${decimal(text, lang)}${nbsp}€`
}

/** 7590 → "126.5 h", 8460 → "141 h" (hundredths of an hour, trailing zeros dropped). */
export function formatMinutes(minutes: number, lang: ExplanationLanguage): string {
  const hundredths = Math.round((minutes * 100) / 60)
  const whole = Math.floor(hundredths / 100)
  const rest = hundredths % 100
  const text = rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}`
  return `${decimal(text, lang)}${nbsp}h`
}

/** 619 ppm → "0.0619 %". */
export function formatPpm(ppm: number, lang: ExplanationLanguage): string {
  const text = `${Math.floor(ppm / 10_000)}.${String(ppm % 10_000).padStart(4, '0')}`
  return `${decimal(text, lang)}${nbsp}%`
}

type Words = Record<string, (v: Record<string, number | string>, f: Format) => string>
interface Format {
  c: (cents: unknown) => string
  h: (minutes: unknown) => string
  p: (ppm: unknown) => string
  n: (value: unknown) => string
}

const plural = (n: unknown, one: string, many: string) => (n === 1 ? one : many)

const en: Words = {
  'amount.hours': (v, f) => `${f.h(v.minutes)} × ${f.c(v.unitCents)} = ${f.c(v.amountCents)}`,
  'amount.mornings': (v, f) =>
    `${f.n(v.count)} ${plural(v.count, 'morning', 'mornings')} × ${f.c(v.unitCents)} ÷ ${f.n(v.months)} months = ${f.c(v.amountCents)}`,
  'amount.afternoons': (v, f) =>
    `${f.n(v.count)} ${plural(v.count, 'afternoon', 'afternoons')} × ${f.c(v.unitCents)} ÷ ${f.n(v.months)} months = ${f.c(v.amountCents)}`,
  'amount.days': (v, f) =>
    `${f.n(v.count)} ${plural(v.count, 'day', 'days')} × ${f.c(v.unitCents)} ÷ ${f.n(v.months)} months = ${f.c(v.amountCents)}`,
  'amount.month': (v, f) => `monthly price ${f.c(v.amountCents)}`,
  'psu.rate': (v, f) => `${f.c(v.hourlyCents)} = ${f.c(v.usedCents)} × ${f.p(v.ratePpm)}`,
  'psu.floor': (v, f) => `resources ${f.c(v.resourcesCents)} below the floor, ${f.c(v.floorCents)} used`,
  'psu.ceiling': (v, f) =>
    `resources ${f.c(v.resourcesCents)} above the ceiling, ${f.c(v.ceilingCents)} used`,
  'psu.children': (v, f) =>
    `effort rate for ${f.n(v.children)} ${plural(v.children, 'child', 'children')} in charge`,
  'psu.aeeh': (v, f) =>
    `${f.n(v.children)} ${plural(v.children, 'child', 'children')} in charge + ${f.n(v.aeehChildren)} receiving AEEH: rate for ${f.n(v.rateChildren)} children`,
  mensualisation: (v, f) =>
    `${f.h(v.contractMinutes)} over ${f.n(v.weeks)} weeks ÷ ${f.n(v.months)} months = ${f.h(v.monthlyMinutes)} a month`,
  split: (v, f) =>
    `${f.n(v.days)} of ${f.n(v.daysInMonth)} days of the month: ${f.h(v.minutes)} of ${f.h(v.monthlyMinutes)}`,
  'paje.bracket': (v, f) =>
    `bracket ${f.n(v.bracket)} (annual resources ${f.c(v.annualCents)}; thresholds ${f.c(v.t1Cents)} and ${f.c(v.t2Cents)} for ${f.n(v.children)} ${plural(v.children, 'child', 'children')}): ${f.c(v.hourlyCents)} an hour`,
}

const fr: Words = {
  'amount.hours': en['amount.hours']!,
  'amount.mornings': (v, f) =>
    `${f.n(v.count)} ${plural(v.count, 'matinée', 'matinées')} × ${f.c(v.unitCents)} ÷ ${f.n(v.months)} mois = ${f.c(v.amountCents)}`,
  'amount.afternoons': (v, f) =>
    `${f.n(v.count)} ${plural(v.count, 'après-midi', 'après-midi')} × ${f.c(v.unitCents)} ÷ ${f.n(v.months)} mois = ${f.c(v.amountCents)}`,
  'amount.days': (v, f) =>
    `${f.n(v.count)} ${plural(v.count, 'jour', 'jours')} × ${f.c(v.unitCents)} ÷ ${f.n(v.months)} mois = ${f.c(v.amountCents)}`,
  'amount.month': (v, f) => `forfait mensuel ${f.c(v.amountCents)}`,
  'psu.rate': en['psu.rate']!,
  'psu.floor': (v, f) => `ressources ${f.c(v.resourcesCents)} sous le plancher, ${f.c(v.floorCents)} retenus`,
  'psu.ceiling': (v, f) =>
    `ressources ${f.c(v.resourcesCents)} au-dessus du plafond, ${f.c(v.ceilingCents)} retenus`,
  'psu.children': (v, f) =>
    `taux d’effort pour ${f.n(v.children)} ${plural(v.children, 'enfant', 'enfants')} à charge`,
  'psu.aeeh': (v, f) =>
    `${f.n(v.children)} ${plural(v.children, 'enfant', 'enfants')} à charge + ${f.n(v.aeehChildren)} bénéficiaire(s) de l’AEEH : taux pour ${f.n(v.rateChildren)} enfants`,
  mensualisation: (v, f) =>
    `${f.h(v.contractMinutes)} sur ${f.n(v.weeks)} semaines ÷ ${f.n(v.months)} mois = ${f.h(v.monthlyMinutes)} par mois`,
  split: (v, f) =>
    `${f.n(v.days)} jours sur ${f.n(v.daysInMonth)} du mois : ${f.h(v.minutes)} sur ${f.h(v.monthlyMinutes)}`,
  'paje.bracket': (v, f) =>
    `tranche ${f.n(v.bracket)} (ressources annuelles ${f.c(v.annualCents)} ; seuils ${f.c(v.t1Cents)} et ${f.c(v.t2Cents)} pour ${f.n(v.children)} ${plural(v.children, 'enfant', 'enfants')}) : ${f.c(v.hourlyCents)} de l’heure`,
}

/** One step in words; an unknown key shows as its key so nothing is silently dropped. */
export function formatStep(step: ExplanationStep, lang: ExplanationLanguage, currency = 'EUR'): string {
  const num = (value: unknown) => (typeof value === 'number' ? value : Number(value))
  const f: Format = {
    c: (v) => formatCents(num(v), lang, currency),
    h: (v) => formatMinutes(num(v), lang),
    p: (v) => formatPpm(num(v), lang),
    n: (v) => decimal(String(v), lang),
  }
  const words = (lang === 'fr' ? fr : en)[step.key]
  return words ? words(step.values, f) : step.key
}

/** A line's explanation, its steps joined by "; " (French: " ; "). */
export function formatExplanation(
  steps: readonly ExplanationStep[],
  lang: ExplanationLanguage,
  currency = 'EUR',
): string {
  return steps.map((step) => formatStep(step, lang, currency)).join(lang === 'fr' ? '\u00a0; ' : '; ')
}
