import { languages, toBcp47, type Language } from '@nido/domain/i18n/languages'
import { i18n } from './index'

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
