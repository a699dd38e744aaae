import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import { errorMessages } from '@nido/domain/i18n/error-messages'
import {
  fallbackLanguage,
  languages,
  parseLanguage,
  toBcp47,
  type Language,
} from '@nido/domain/i18n/languages'
import de from './de.json'
import en from './en.json'
import es from './es.json'
import fr from './fr.json'
import it from './it.json'
import nlBE from './nl-BE.json'
import pt from './pt.json'
import shellEn from './shell/en.json'
import shellFr from './shell/fr.json'
import shellNlBE from './shell/nl-BE.json'
import shellDe from './shell/de.json'
import shellIt from './shell/it.json'
import shellPt from './shell/pt.json'
import shellEs from './shell/es.json'
import sessionEn from './session/en.json'
import sessionFr from './session/fr.json'
import sessionNlBE from './session/nl-BE.json'
import sessionDe from './session/de.json'
import sessionIt from './session/it.json'
import sessionPt from './session/pt.json'
import sessionEs from './session/es.json'

// Spec 000 §1: seven languages, English is the source and the fallback. Typing every file as
// `typeof en` makes a key missing from a translation a compile error. Error texts come from the
// domain catalogue (one list for the server's messages and the web's), as the `errors` namespace.
const ui: Record<Language, typeof en> = { en, fr, nl_BE: nlBE, de, it, pt, es }
// Namespaces per area of the shell, so that work on one area does not touch another's files.
const shell: Record<Language, typeof shellEn> = {
  en: shellEn,
  fr: shellFr,
  nl_BE: shellNlBE,
  de: shellDe,
  it: shellIt,
  pt: shellPt,
  es: shellEs,
}
const session: Record<Language, typeof sessionEn> = {
  en: sessionEn,
  fr: sessionFr,
  nl_BE: sessionNlBE,
  de: sessionDe,
  it: sessionIt,
  pt: sessionPt,
  es: sessionEs,
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

/** Switches the interface; `remember` keeps a choice made by hand on this browser. */
export function setLanguage(language: Language, options: { remember?: boolean } = {}): void {
  if (options.remember)
    document.cookie = `${languageCookie}=${language}; path=/; max-age=${365 * 86_400}; samesite=lax`
  if (language !== currentLanguage()) void i18n.changeLanguage(toBcp47(language))
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
  resources: Object.fromEntries(
    languages.map((l) => [
      toBcp47(l),
      { translation: ui[l], errors: errorMessages[l], shell: shell[l], session: session[l] },
    ]),
  ),
  lng: toBcp47(initialLanguage()),
  fallbackLng: toBcp47(fallbackLanguage),
  ns: ['translation', 'errors', 'shell', 'session'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
})

export { i18n }
