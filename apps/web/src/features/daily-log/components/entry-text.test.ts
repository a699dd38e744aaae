import { createInstance, type TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import type { DailyEntry } from '@nido/domain/contracts/daily-log'
import fr from '../i18n/fr.json'
import es from '../i18n/es.json'
import { entryDetails, presenceText } from './entry-text'

async function tIn(language: string, texts: object): Promise<TFunction<'dailyLog'>> {
  const i18n = createInstance()
  await i18n.init({ lng: language, resources: { [language]: { dailyLog: texts } }, defaultNS: 'dailyLog' })
  return i18n.t as unknown as TFunction<'dailyLog'>
}

const napping = { data: { kind: 'nap', startTime: '13:00', endTime: null } } as unknown as Pick<
  DailyEntry,
  'data'
>
const leaving = { data: { kind: 'departure', pickedUpBy: 'Mamie' } } as unknown as Pick<DailyEntry, 'data'>

describe("a detail about the child agrees with the child's gender", () => {
  it('says "endormie" for a girl and "endormi" for a boy in French', async () => {
    const t = await tIn('fr', fr)
    expect(entryDetails(t, napping, 'Female')).toEqual(['endormie'])
    expect(entryDetails(t, napping, 'Male')).toEqual(['endormi'])
    expect(entryDetails(t, leaving, 'Female')).toEqual(['récupérée par Mamie'])
  })

  it('falls back to the word without context when the gender is not given', async () => {
    const t = await tIn('es', es)
    expect(entryDetails(t, napping, null)).toEqual(['dormido'])
    expect(entryDetails(t, napping, 'Female')).toEqual(['dormida'])
  })
})

describe("the child's presence on the board agrees with their gender", () => {
  const child = (gender: 'Female' | 'Male', arrival: string | null, departure: string | null = null) => ({
    gender,
    arrival,
    departure,
  })

  it('says "Présente", "Partie", "Pas arrivée" for a girl in French', async () => {
    const t = await tIn('fr', fr)
    expect(presenceText(t, child('Female', '08:05'), 'fr')).toBe('Présente depuis 8:05')
    expect(presenceText(t, child('Female', '08:05', '16:30'), 'fr')).toBe('Partie à 16:30')
    expect(presenceText(t, child('Female', null), 'fr')).toBe('Pas arrivée')
  })

  it('says "Présent", "Parti", "Pas arrivé" for a boy in French', async () => {
    const t = await tIn('fr', fr)
    expect(presenceText(t, child('Male', '08:05'), 'fr')).toBe('Présent depuis 8:05')
    expect(presenceText(t, child('Male', '08:05', '16:30'), 'fr')).toBe('Parti à 16:30')
    expect(presenceText(t, child('Male', null), 'fr')).toBe('Pas arrivé')
  })
})
