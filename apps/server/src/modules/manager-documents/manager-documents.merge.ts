import type { MergeValues } from '@nido/domain/manager/documents/merge'
import type { PaperLanguage } from '@nido/domain/manager/paper'
import type { MergeSource } from './manager-documents.queries'

// The values of a template's merge fields for one child (docs/manager-documents.md "Templates"):
// written in the language of the school's paper (`paperLanguageOf`, as the contract's PDF), the
// contract's monthly amount in the structure's currency.

const locales = { en: 'en-GB', fr: 'fr-FR' } as const

/** A day as a person reads it on paper: "1 September 2026", "1 septembre 2026". */
export function paperDate(iso: string, lang: PaperLanguage): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  )
}

/**
 * Integer cents in a currency, without a float: Intl formats the decimal string exactly
 * (ECMA-402 accepts a decimal string as a number's value).
 */
export function paperMoney(cents: number, currency: string, lang: PaperLanguage): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const decimal = `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  return new Intl.NumberFormat(locales[lang], { style: 'currency', currency }).format(
    decimal as unknown as number,
  )
}

const contractTypeNames = {
  en: {
    RegularContract: 'Regular contract',
    IrregularContract: 'Occasional contract',
    CompanyBedOrder: 'Company place',
  },
  fr: {
    RegularContract: 'Contrat régulier',
    IrregularContract: 'Contrat occasionnel',
    CompanyBedOrder: 'Place entreprise',
  },
} as const

export function mergeValuesOf(source: MergeSource, lang: PaperLanguage, today: string): MergeValues {
  const type = source.contractType as keyof (typeof contractTypeNames)['en'] | null
  return {
    'child.firstname': source.firstname,
    'child.lastname': source.lastname,
    'child.birthdate': source.birthDate ? paperDate(source.birthDate, lang) : '',
    'school.name': source.schoolName,
    'school.address': [source.street, `${source.postcode} ${source.city}`.trim()].filter(Boolean).join(', '),
    guardians: source.guardians ?? '',
    'contract.type': type ? (contractTypeNames[lang][type] ?? type) : '',
    'contract.startDate': source.contractStart ? paperDate(source.contractStart, lang) : '',
    'contract.endDate': source.contractEnd ? paperDate(source.contractEnd, lang) : '',
    'contract.monthly':
      source.monthlyCents === null ? '' : paperMoney(source.monthlyCents, source.currency ?? 'EUR', lang),
    today: paperDate(today, lang),
  }
}
