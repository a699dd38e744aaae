// Spec 000 §1 and §9: seven languages, English is the source and the fallback.
// The API speaks `nl_BE`; the web and HTTP use the BCP 47 tag `nl-BE` (spec 000 §9).
export const languages = ['en', 'fr', 'nl_BE', 'de', 'it', 'pt', 'es'] as const
export type Language = (typeof languages)[number]
export const fallbackLanguage: Language = 'en'

export function toBcp47(language: Language): string {
  return language === 'nl_BE' ? 'nl-BE' : language
}

/** Reads a language from an API code, a BCP 47 tag or an Accept-Language entry; null if not ours. */
export function parseLanguage(input: string | null | undefined): Language | null {
  if (!input) return null
  const tag = input.trim().replace('-', '_')
  const exact = languages.find((l) => l.toLowerCase() === tag.toLowerCase())
  if (exact) return exact
  const base = tag.split('_')[0]?.toLowerCase()
  if (base === 'nl') return 'nl_BE'
  return languages.find((l) => l === base) ?? null
}

/** Picks the first of our languages in an Accept-Language header, else English. */
export function languageFromAcceptHeader(header: string | undefined): Language {
  if (!header) return fallbackLanguage
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, q] = part.trim().split(';q=')
      return { tag: tag ?? '', q: q ? Number(q) : 1 }
    })
    .sort((a, b) => b.q - a.q)
  for (const { tag } of ranked) {
    const lang = parseLanguage(tag)
    if (lang) return lang
  }
  return fallbackLanguage
}
