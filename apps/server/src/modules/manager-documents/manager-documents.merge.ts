import type { MergeValues } from '@nido/domain/manager/documents/merge'
import type { PaperLanguage } from '@nido/domain/manager/paper'
import { formatCents } from '@nido/domain/manager/pricing/explanation'
import type { MergeSource } from './manager-documents.queries'

// The values of a template's merge fields for one child (docs/manager-documents.md "Templates"):
// written in the language of the school's paper (`paperLanguageOf`, as the contract's PDF), the
// contract's monthly amount in the structure's currency, worded as on the contract's PDF.

const locales = { en: 'en-GB', fr: 'fr-FR' } as const

/** A day as a person reads it on paper: "1 September 2026", "1 septembre 2026". */
export function paperDate(iso: string, lang: PaperLanguage): string {
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
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
      source.monthlyCents === null ? '' : formatCents(source.monthlyCents, lang, source.currency ?? 'EUR'),
    today: paperDate(today, lang),
  }
}
