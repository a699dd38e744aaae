import { languages, parseLanguage, toBcp47, type Language } from '@nido/domain/i18n/languages'
import { i18n } from './index'
import { registerNamespaceLoaders, type AllLoaders, type NamespaceLoaders } from './namespace-loaders'

/**
 * A feature's translations travel with its lazy chunk (ARCHITECTURE §7 code splitting): the
 * feature's `i18n.ts` calls this with its seven files, typed `Record<Language, typeof en>` so a
 * key missing from a translation is a compile error, and its namespace is declared in
 * i18next.d.ts for typed keys.
 */
export function addNamespace<T extends object>(namespace: string, bundles: Record<Language, T>): void {
  for (const language of languages) {
    const tag = toBcp47(language)
    if (!i18n.hasResourceBundle(tag, namespace)) i18n.addResourceBundle(tag, namespace, bundles[language])
  }
}

/** English, as the texts themselves or as a loader (fetched only when English is on screen). */
type English<T> = T | (() => Promise<{ default: T }>)

/**
 * The lighter form (docs/web-weight.md): the chunk carries at most English, and
 * how to fetch the other languages, typed as English so a missing key is still a compile error.
 * Resolves once the language on screen is there (English if that fetch fails); a feature's
 * `i18n.ts` awaits it at top level, so the lazy chunk that imports it is ready only with its texts.
 * index.ts's setLanguage fetches every registered namespace before switching language.
 */
export async function addLazyNamespace<T extends object>(
  namespace: string,
  en: English<T>,
  loaders: NamespaceLoaders<NoInfer<T>>,
): Promise<void> {
  const all: AllLoaders<T> = {
    ...loaders,
    en: typeof en === 'function' ? en : () => Promise.resolve({ default: en }),
  }
  registerNamespaceLoaders(namespace, all)
  if (typeof en !== 'function') addBundle('en', namespace, en)
  const current = parseLanguage(i18n.language) ?? 'en'
  for (const language of current === 'en' ? (['en'] as const) : [current, 'en' as const]) {
    if (i18n.hasResourceBundle(toBcp47(language), namespace)) return
    try {
      addBundle(language, namespace, (await all[language]()).default)
      return
    } catch {
      // Offline or a stale deploy: English (the fallback) rather than nothing.
    }
  }
}

/** A feature's text files as `import.meta.glob('./i18n/*.json')` lists them: `./i18n/<tag>.json`. */
export type FeatureTextFiles = Record<string, () => Promise<unknown>>

/**
 * The usual form: a feature's `i18n.ts` is `await addFeatureNamespace('x', import.meta.glob('./i18n/*.json'))`.
 * Every file is a chunk of its own, fetched as `addLazyNamespace` says. The seven files having the
 * same keys as English is checked by feature-texts.test.ts (a glob is not typed per file).
 */
export function addFeatureNamespace(namespace: string, files: FeatureTextFiles): Promise<void> {
  const file = (language: Language) => {
    const load = files[`./i18n/${toBcp47(language)}.json`]
    if (!load) throw new Error(`The ${namespace} texts have no ${toBcp47(language)}.json`)
    return load as () => Promise<{ default: object }>
  }
  const others = Object.fromEntries(
    languages.filter((l) => l !== 'en').map((l) => [l, file(l)]),
  ) as NamespaceLoaders<object>
  return addLazyNamespace(namespace, file('en'), others)
}

function addBundle(language: Language, namespace: string, resources: object): void {
  const tag = toBcp47(language)
  if (!i18n.hasResourceBundle(tag, namespace)) i18n.addResourceBundle(tag, namespace, resources)
}
