// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { i18n } from './index'
import { frenchDe } from './elision'
import contacts from '../features/contacts/i18n/fr.json'

describe('French elision of "de" before a name', () => {
  it.each([
    ['Arthur', 'd’Arthur'],
    ['Émile', 'd’Émile'],
    ['Hugo', 'd’Hugo'],
    ['Yves', 'd’Yves'],
    ['Yann', 'de Yann'],
    ['Zoé', 'de Zoé'],
  ])('%s → %s', (name, expected) => {
    expect(frenchDe(name)).toBe(expected)
  })

  it('is applied by i18next to the texts that write {{name, de}}', () => {
    i18n.addResourceBundle('fr', 'contacts-elision-test', contacts)
    // A namespace of its own, so the typed keys of the app's namespaces do not apply.
    const t = i18n.getFixedT('fr', 'contacts-elision-test' as never) as unknown as (
      key: string,
      options: Record<string, string>,
    ) => string
    expect(t('parentOf', { names: 'Arthur' })).toBe('Parent d’Arthur')
    expect(t('parentOf', { names: 'Zoé' })).toBe('Parent de Zoé')
  })
})
