import { createInstance, type TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import type { DailyBoardChild } from '@nido/domain/contracts/daily-board'
import fr from './i18n/fr.json'
import it_ from './i18n/it.json'
import { boardRowTexts } from './board-texts'

// The check-in board's words about a child agree with the child's gender ("Arrivée à 08:05").

async function tIn(language: string, texts: object): Promise<TFunction<'daily'>> {
  const i18n = createInstance()
  await i18n.init({ lng: language, resources: { [language]: { daily: texts } }, defaultNS: 'daily' })
  return i18n.t as unknown as TFunction<'daily'>
}

const row = (
  gender: DailyBoardChild['gender'],
  status: DailyBoardChild['status'],
  arrival: string | null,
  departure: string | null = null,
) =>
  ({ gender, status, checkIn: { arrival, departure } }) as Pick<
    DailyBoardChild,
    'status' | 'gender' | 'checkIn'
  >

describe('the check-in board in French', () => {
  it('says "Attendue", "Arrivée à", "Partie à" for a girl', async () => {
    const t = await tIn('fr', fr)
    expect(boardRowTexts(t, row('Female', 'expected', null), 'fr')).toEqual({
      status: 'Attendue',
      arrivedAt: null,
      leftAt: null,
    })
    expect(boardRowTexts(t, row('Female', 'left', '08:05', '16:30'), 'fr')).toEqual({
      status: 'Partie',
      arrivedAt: 'Arrivée à 8:05',
      leftAt: 'Partie à 16:30',
    })
    expect(boardRowTexts(t, row('Female', 'present', '08:05'), 'fr').status).toBe('Présente')
  })

  it('says "Attendu", "Arrivé à", "Parti à" for a boy', async () => {
    const t = await tIn('fr', fr)
    expect(boardRowTexts(t, row('Male', 'left', '08:05', '16:30'), 'fr')).toEqual({
      status: 'Parti',
      arrivedAt: 'Arrivé à 8:05',
      leftAt: 'Parti à 16:30',
    })
    expect(boardRowTexts(t, row('Male', 'expected', null), 'fr').status).toBe('Attendu')
  })

  it('keeps the neutral words when the gender is not known', async () => {
    const t = await tIn('fr', fr)
    expect(boardRowTexts(t, row(null, 'present', '08:05'), 'fr').arrivedAt).toBe('Arrivé(e) à 8:05')
  })

  it('agrees in Italian too', async () => {
    const t = await tIn('it', it_)
    expect(boardRowTexts(t, row('Female', 'left', '08:05', '16:30'), 'it').leftAt).toBe('Uscita alle 16:30')
  })
})
