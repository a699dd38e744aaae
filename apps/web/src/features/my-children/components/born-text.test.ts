import { createInstance } from 'i18next'
import { describe, expect, it } from 'vitest'
import { genderContext } from '@/ui/gender'
import myChildrenFr from '../i18n/fr.json'
import myChildrenEs from '../i18n/es.json'

// "Née le" for a girl, "Né le" for a boy: the birth date's words agree with the child's gender in
// my children and in children and parents (the pages pass genderContext(child.gender)).

async function tOf(texts: object, language = 'fr') {
  const i18n = createInstance()
  await i18n.init({ lng: language, resources: { [language]: { ns: texts } }, defaultNS: 'ns' })
  const t = i18n.t as unknown as (key: string, options: object) => string
  return (key: string, gender: 'Female' | 'Male' | null) =>
    t(key, { date: '14 mars 2023', context: genderContext(gender) })
}

describe('born on, in French', () => {
  it('my children: "Née le" for a girl, "Né le" for a boy', async () => {
    const t = await tOf(myChildrenFr)
    expect(t('born', 'Female')).toBe('Née le 14 mars 2023')
    expect(t('born', 'Male')).toBe('Né le 14 mars 2023')
    expect(t('born', null)).toBe('Né(e) le 14 mars 2023')
  })

  it('in Spanish: "Nacida" for a girl', async () => {
    const t = await tOf(myChildrenEs, 'es')
    expect(t('born', 'Female')).toBe('Nacida el 14 mars 2023')
  })
})
