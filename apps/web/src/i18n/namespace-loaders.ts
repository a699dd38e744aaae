import type { Language } from '@nido/domain/i18n/languages'

// The languages of the features' namespaces, fetched on demand (docs/web-weight.md): a feature's
// chunk registers here how to fetch each language of its texts (English may travel in the chunk).
// Kept apart from index.ts and namespace.ts so that both can use it without importing each other.

export type OtherLanguage = Exclude<Language, 'en'>
export type NamespaceLoaders<T> = Record<OtherLanguage, () => Promise<{ default: T }>>
export type AllLoaders<T> = Record<Language, () => Promise<{ default: T }>>

const registry = new Map<string, AllLoaders<object>>()

export function registerNamespaceLoaders<T extends object>(namespace: string, loaders: AllLoaders<T>): void {
  if (!registry.has(namespace)) registry.set(namespace, loaders)
}

/** The registered namespaces' texts in `language` (those `wanted`), to add before switching to it. */
export function fetchNamespaces(
  language: Language,
  wanted: (namespace: string) => boolean,
): Promise<[string, object][]> {
  return Promise.all(
    [...registry]
      .filter(([namespace]) => wanted(namespace))
      .map(async ([namespace, loaders]): Promise<[string, object]> => [
        namespace,
        (await loaders[language]()).default,
      ]),
  )
}
