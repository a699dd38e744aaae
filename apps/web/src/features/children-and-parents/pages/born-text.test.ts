import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { genderContext } from '@/ui/gender'
import { formatCalendarDate } from '@/ui/format'
import fr from '../i18n/fr.json'

// "née le" for a girl, "né le" for a boy in the children list (children-page.tsx passes
// genderContext(child.gender)); the birth date is a calendar day, never shifted by the browser's zone.

async function tIn(language: string, texts: object) {
  const i18n = createInstance()
  await i18n.init({ lng: language, resources: { [language]: { ns: texts } }, defaultNS: 'ns' })
  return i18n.t as unknown as (key: string, options: object) => string
}

describe('born on, in the children list in French', () => {
  it('"née le" for a girl, "né le" for a boy', async () => {
    const t = await tIn('fr', fr)
    const date = formatCalendarDate('2023-03-14', 'fr')
    expect(t('bornOn', { date, context: genderContext('Female') })).toBe('née le 14 mars 2023')
    expect(t('bornOn', { date, context: genderContext('Male') })).toBe('né le 14 mars 2023')
  })
})
