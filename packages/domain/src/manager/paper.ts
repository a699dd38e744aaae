// The language of a school's paper (docs/manager-documents.md "Templates"): its contracts' PDF and
// the documents generated from its templates are written in French in a French-speaking country,
// in English elsewhere.

export type PaperLanguage = 'en' | 'fr'

const frenchCountries: ReadonlySet<string> = new Set(['FR', 'BE', 'LU', 'MC', 'CH'])

/** The paper language of a school in `country` (ISO 3166-1 alpha-2). */
export const paperLanguageOf = (country: string): PaperLanguage =>
  frenchCountries.has(country) ? 'fr' : 'en'
