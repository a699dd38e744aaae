import { describe, expect, it } from 'vitest'
import type { MorningWordItem } from '@nido/domain/contracts/daily'
import { emptyMorningWordItem } from '@nido/domain/rules/morning-word'
import {
  addCard,
  addableTypes,
  hasErrors,
  initialState,
  panelErrors,
  panelSave,
  removeCard,
  replaceCard,
  setAllFine,
  setDraft,
  type PanelConfig,
  type PanelInitial,
} from './morning-word-state'

const allTypes = ['Mood', 'Food', 'Sleep', 'Departure', 'Health', 'Treatment', 'Note'] as const
const guardian: PanelConfig = {
  timePickers: true,
  morningWordEnabled: true,
  allFineEnabled: true,
  allowedItems: allTypes,
}
const defaults: PanelInitial = {
  allFine: false,
  items: [emptyMorningWordItem('Mood'), emptyMorningWordItem('Food'), emptyMorningWordItem('Sleep')],
  arrival: null,
  departure: null,
  pickup: null,
  morningWordExists: false,
}

describe('morning-word panel state (spec 001 §4)', () => {
  it('defaults the arrival to now when the child has no times, on the guardian panel only', () => {
    expect(initialState(defaults, guardian, '08:35').arrival).toBe('08:35')
    expect(initialState({ ...defaults, departure: '17:00' }, guardian, '08:35').arrival).toBeNull()
    expect(initialState(defaults, { ...guardian, timePickers: false }, '08:35').arrival).toBeNull()
  })

  it('keeps only the cards of allowed types, in the order of spec 001 §3', () => {
    const state = initialState(
      { ...defaults, items: [emptyMorningWordItem('Note'), emptyMorningWordItem('Mood')] },
      { ...guardian, allowedItems: ['Note', 'Food'] },
      '08:00',
    )
    expect(state.items.map((i) => i.type)).toEqual(['Note'])
  })

  it('all fine removes Mood, clears Sleep and Food qualities, and Mood can no longer be added', () => {
    let state = initialState(defaults, guardian, '08:00')
    state = replaceCard(state, { type: 'Sleep', quality: 'Bad', time: '06:00' })
    state = setAllFine(state, true)
    expect(state.items.map((i) => i.type)).toEqual(['Food', 'Sleep'])
    expect(state.items.find((i) => i.type === 'Sleep')).toMatchObject({ quality: null, time: '06:00' })
    expect(addableTypes(state, guardian)).not.toContain('Mood')
    expect(addableTypes(setAllFine(state, false), guardian)).toContain('Mood')
  })

  it('offers an add card for the allowed types without a card, one card per type', () => {
    let state = initialState(defaults, guardian, '08:00')
    expect(addableTypes(state, guardian)).toEqual(['Departure', 'Health', 'Treatment', 'Note'])
    state = addCard(state, 'Health')
    state = addCard(state, 'Health')
    expect(state.items.filter((i) => i.type === 'Health')).toHaveLength(1)
    expect(state.items.map((i) => i.type)).toEqual(['Mood', 'Food', 'Sleep', 'Health'])
    expect(removeCard(state, 'Mood').items.map((i) => i.type)).toEqual(['Food', 'Sleep', 'Health'])
  })
})

describe('morning-word panel messages (spec 001 §5)', () => {
  const withHealth = (text: string) =>
    setDraft(addCard(initialState(defaults, guardian, '08:00'), 'Health'), 'temperature', text)

  it.each([
    ['33.9', 'temperatureCelsius'],
    ['108.1', 'temperatureFahrenheit'],
    ['42.1', 'temperatureCelsiusOrFahrenheit'],
    ['92.9', 'temperatureCelsiusOrFahrenheit'],
    ['37.25', 'temperatureDecimal'],
    ['abc', 'notANumber'],
  ])('temperature %s gives %s and blocks the save', (text, key) => {
    const errors = panelErrors(withHealth(text), guardian)
    expect(errors.cards.Health?.temperature).toBe(key)
    expect(hasErrors(errors)).toBe(true)
  })

  it.each(['34', '42', '93', '108', '37.5', ''])('temperature %s is accepted', (text) => {
    expect(panelErrors(withHealth(text), guardian).cards.Health).toBeUndefined()
  })

  it('bottle quantity: over the maximum or negative is an error, empty is not, decimals are truncated', () => {
    const state = initialState(defaults, guardian, '08:00')
    expect(panelErrors(setDraft(state, 'quantity', '510'), guardian).cards.Food?.quantity).toBe('bottleMax')
    expect(panelErrors(setDraft(state, 'quantity', '-10'), guardian).cards.Food?.quantity).toBe('bottleMin')
    expect(panelErrors(setDraft(state, 'quantity', ''), guardian).cards.Food).toBeUndefined()
    const food = setDraft(state, 'quantity', '120.7').items.find((i) => i.type === 'Food')
    expect(food).toMatchObject({ quantity: 120 })
  })

  it('arrival cannot be after departure; times keep 5-minute steps', () => {
    const state = initialState(defaults, guardian, '09:00')
    expect(panelErrors({ ...state, departure: '08:55' }, guardian).departure).toBe('arrivalAfterDeparture')
    expect(panelErrors({ ...state, departure: '09:00' }, guardian).departure).toBeUndefined()
    expect(panelErrors({ ...state, arrival: '09:02' }, guardian).arrival).toBe('timeStep')
    const sleep = replaceCard(state, { type: 'Sleep', quality: null, time: '06:03' })
    expect(panelErrors(sleep, guardian).cards.Sleep?.time).toBe('timeStep')
  })
})

describe('morning-word panel save (spec 001 §4)', () => {
  it('saves nothing when nothing changed', () => {
    const initial = { ...defaults, arrival: '08:00' }
    expect(panelSave(initialState(initial, guardian, '10:00'), initial, guardian)).toBeNull()
  })

  it('sends the check-in with the default arrival; an untouched new word is not sent', () => {
    const save = panelSave(initialState(defaults, guardian, '08:35'), defaults, guardian)
    expect(save).toEqual({
      checkIn: { arrival: '08:35', departure: null, pickup: null },
      morningWord: null,
    })
  })

  it('sends both together and drops the cards failing validity', () => {
    let state = initialState(defaults, guardian, '08:35')
    state = replaceCard(state, { type: 'Mood', quality: 'Fine' })
    const save = panelSave(state, defaults, guardian)
    expect(save?.checkIn).toMatchObject({ arrival: '08:35' })
    expect(save?.morningWord).toEqual({ allFine: false, items: [{ type: 'Mood', quality: 'Fine' }] })
  })

  it('the pro panel sends no check-in, and the departure card names the pickup', () => {
    const pro = { ...guardian, timePickers: false }
    let state = addCard(initialState(defaults, pro, '08:00'), 'Departure')
    const departure: MorningWordItem = {
      ...(emptyMorningWordItem('Departure') as Extract<MorningWordItem, { type: 'Departure' }>),
      rawTextPicker: 'Grand-mère',
    }
    state = replaceCard(state, departure)
    const save = panelSave(state, defaults, pro)
    expect(save?.checkIn).toBeNull()
    expect(save?.morningWord?.items).toEqual([departure])
    const withPickers = panelSave(
      replaceCard(addCard(initialState(defaults, guardian, '08:00'), 'Departure'), departure),
      defaults,
      guardian,
    )
    expect(withPickers?.checkIn?.pickup).toMatchObject({ rawTextPicker: 'Grand-mère', guardianId: null })
  })
})
