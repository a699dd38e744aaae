import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { languages, toBcp47 } from '@nido/domain/i18n/languages'

// Every feature's texts in all seven languages (brief: every user-visible text in all seven), with
// English's keys (plural forms aside): what the typed form of addLazyNamespace checked at compile time, for the
// features that list their files with import.meta.glob (namespace.ts addFeatureNamespace).

const features = fileURLToPath(new URL('../features', import.meta.url))
const ui = fileURLToPath(new URL('../ui', import.meta.url))

/** Plural forms differ by language (French has `_many`, English not): compared without them. */
const withoutPlural = (keys: string[]) =>
  [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort()

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key))
}

/** Each feature's folder with texts, and ui/'s (its shared fields load theirs the same way). */
const folders = [
  ...readdirSync(features)
    .filter((feature) => readdirSync(path.join(features, feature)).includes('i18n'))
    .map((feature) => path.join(features, feature)),
  ui,
]

describe('feature texts', () => {
  it('finds the features', () => {
    expect(folders.length).toBeGreaterThan(10)
  })

  for (const folder of folders) {
    const feature = path.basename(folder)
    it(`${feature}: seven languages with English's keys, none empty`, () => {
      const read = (tag: string): unknown =>
        JSON.parse(readFileSync(path.join(folder, 'i18n', `${tag}.json`), 'utf8'))
      const english = withoutPlural(keysOf(read('en')))
      for (const language of languages) {
        const texts = read(toBcp47(language))
        expect(withoutPlural(keysOf(texts)), `${feature} ${language}`).toEqual(english)
        const empty = keysOf(texts).filter((key) => {
          const value = key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], texts)
          return typeof value === 'string' && value.trim() === ''
        })
        expect(empty, `${feature} ${language} empty texts`).toEqual([])
      }
    })
  }
})
