import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { fallbackLanguage, parseLanguage, toBcp47, type Language } from '@nido/domain/i18n/languages'
import en from './en.json'
import shellEn from './shell/en.json'
import sessionEn from './session/en.json'
import { en as errorsEn } from '@nido/domain/i18n/error-messages.en'
import type { ErrorCode } from '@nido/domain/errors'
import { fetchNamespaces } from './namespace-loaders'
import { frenchDe } from './elision'

// Spec 000 §1: seven languages, English is the source and the fallback. Only English is in the
// first download; another language's files are fetched when it is chosen (ARCHITECTURE §7: a
// guardian's first load stays small). Typing every loader's files as English's makes a key
// missing from a translation a compile error. Error texts come from the domain catalogue (one
// list for the server's messages and the web's), as the `errors` namespace.
interface Bundle {
  translation: typeof en
  errors: Record<ErrorCode, string>
  shell: typeof shellEn
  session: typeof sessionEn
}
type Loader = () => Promise<Bundle>

const bundle = async (
  translation: Promise<{ default: typeof en }>,
  shell: Promise<{ default: typeof shellEn }>,
  session: Promise<{ default: typeof sessionEn }>,
  errors: Promise<Record<ErrorCode, string>>,
): Promise<Bundle> => {
  const [t, sh, se, e] = await Promise.all([translation, shell, session, errors])
  return { translation: t.default, shell: sh.default, session: se.default, errors: e }
}

const loaders: Record<Exclude<Language, 'en'>, Loader> = {
  fr: () =>
    bundle(
      import('./fr.json'),
      import('./shell/fr.json'),
      import('./session/fr.json'),
      import('@nido/domain/i18n/error-messages.fr').then((m) => m.fr),
    ),
  nl_BE: () =>
    bundle(
      import('./nl-BE.json'),
      import('./shell/nl-BE.json'),
      import('./session/nl-BE.json'),
      import('@nido/domain/i18n/error-messages.nl-be').then((m) => m.nl_BE),
    ),
  de: () =>
    bundle(
      import('./de.json'),
      import('./shell/de.json'),
      import('./session/de.json'),
      import('@nido/domain/i18n/error-messages.de').then((m) => m.de),
    ),
  it: () =>
    bundle(
      import('./it.json'),
      import('./shell/it.json'),
      import('./session/it.json'),
      import('@nido/domain/i18n/error-messages.it').then((m) => m.it),
    ),
  pt: () =>
    bundle(
      import('./pt.json'),
      import('./shell/pt.json'),
      import('./session/pt.json'),
      import('@nido/domain/i18n/error-messages.pt').then((m) => m.pt),
    ),
  es: () =>
    bundle(
      import('./es.json'),
      import('./shell/es.json'),
      import('./session/es.json'),
      import('@nido/domain/i18n/error-messages.es').then((m) => m.es),
    ),
}

const loaded = new Set<Language>(['en'])

/** Fetches a language's files once, and the features' namespaces it lacks (English's too). */
async function loadLanguage(language: Language): Promise<void> {
  const tag = toBcp47(language)
  // The features' namespaces already on the page (namespace.ts, addLazyNamespace), every time:
  // one may have arrived since this language was last shown.
  const [files, namespaces] = await Promise.all([
    language === 'en' || loaded.has(language) ? undefined : loaders[language](),
    fetchNamespaces(language, (namespace) => !i18n.hasResourceBundle(tag, namespace)),
  ])
  for (const [namespace, resources] of [...Object.entries(files ?? {}), ...namespaces]) {
    i18n.addResourceBundle(tag, namespace, resources, true, true)
  }
  loaded.add(language)
}

/** Each language under its own name, so a reader finds theirs whatever the page's language. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  fr: 'Français',
  nl_BE: 'Nederlands (België)',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  es: 'Español',
}

// Spec 000 §9: the language chosen by hand is remembered for 365 days.
const languageCookie = 'nido_language'

export function currentLanguage(): Language {
  return parseLanguage(i18n.language) ?? fallbackLanguage
}

/**
 * Switches the interface once the language's files are here (English meanwhile, and if they
 * cannot be fetched); `remember` keeps a choice made by hand on this browser.
 */
export function setLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  if (options.remember)
    document.cookie = `${languageCookie}=${language}; path=/; max-age=${365 * 86_400}; samesite=lax`
  if (language === currentLanguage()) return Promise.resolve()
  return loadLanguage(language)
    .catch(() => undefined)
    .then(async () => {
      await i18n.changeLanguage(toBcp47(language))
    })
}

/** Before sign-in: the language chosen by hand, else the browser's first one we have, else English. */
function initialLanguage(): Language {
  const cookie = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${languageCookie}=`))
    ?.slice(languageCookie.length + 1)
  const chosen = parseLanguage(cookie)
  if (chosen) return chosen
  for (const tag of navigator.languages) {
    const language = parseLanguage(tag)
    if (language) return language
  }
  return fallbackLanguage
}

i18n.on('languageChanged', (tag) => {
  document.documentElement.lang = tag
})

void i18n.use(initReactI18next).init({
  resources: { [toBcp47('en')]: { translation: en, errors: errorsEn, shell: shellEn, session: sessionEn } },
  lng: toBcp47(fallbackLanguage),
  fallbackLng: toBcp47(fallbackLanguage),
  ns: ['translation', 'errors', 'shell', 'session'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
})
// French elision of "de" before a name ("d’Arthur"): texts write `{{name, de}}` (i18n/elision.ts).
i18n.services.formatter?.add('de', (value: unknown) => frenchDe(String(value)))

/** Resolves when the first language to show is ready; main.tsx renders after it. */
export const i18nReady: Promise<void> = setLanguage(initialLanguage())

export { i18n }
