import type { UserId } from '../ids'
import { describe, expect, it } from 'vitest'
import { zDailyOptions, zMorningWordItem, parseDailyOptions, type MorningWordItem } from '../contracts/daily'
import {
  addableMorningWordTypes,
  applyAllFine,
  chooseDeparturePerson,
  defaultMorningWordItems,
  departurePersonExclusive,
  hasDuplicateTypes,
  morningWordItemError,
  morningWordItemValid,
  prepareMorningWord,
} from './morning-word'

const item = (raw: Record<string, unknown>): MorningWordItem => zMorningWordItem.parse(raw)
const guardianId = '0190d0e0-0000-7000-8000-000000000001' as UserId
const holderId = '0190d0e0-0000-7000-8000-000000000002'

describe('morningWordItemValid (spec 001 §5 morning-word item validity)', () => {
  it.each([
    // Food needs quality, quantity or time
    [{ type: 'Food' }, false],
    [{ type: 'Food', quality: 'Good' }, true],
    [{ type: 'Food', quantity: 0 }, true],
    [{ type: 'Food', time: '07:30' }, true],
    // Departure needs a name or time
    [{ type: 'Departure' }, false],
    [{ type: 'Departure', rawTextPicker: '  ' }, false],
    [{ type: 'Departure', rawTextPicker: 'Grandma' }, true],
    [{ type: 'Departure', guardianId }, true],
    [{ type: 'Departure', contractHolderId: holderId }, true],
    [{ type: 'Departure', allowedToBringChildId: holderId }, true],
    [{ type: 'Departure', time: '17:00' }, true],
    // Health needs temperature or comment
    [{ type: 'Health' }, false],
    [{ type: 'Health', comment: '' }, false],
    [{ type: 'Health', temperature: 37.2 }, true],
    [{ type: 'Health', comment: 'a little cough' }, true],
    // Mood needs quality
    [{ type: 'Mood' }, false],
    [{ type: 'Mood', quality: 'Sleepy' }, true],
    // Note needs a comment
    [{ type: 'Note' }, false],
    [{ type: 'Note', comment: ' ' }, false],
    [{ type: 'Note', comment: 'Teddy bear in the bag' }, true],
    // Sleep needs quality or time
    [{ type: 'Sleep' }, false],
    [{ type: 'Sleep', quality: 'Bad' }, true],
    [{ type: 'Sleep', time: '06:15' }, true],
    // Treatment needs a comment
    [{ type: 'Treatment' }, false],
    [{ type: 'Treatment', comment: 'Doliprane 2.4 ml at 7:00' }, true],
  ])('%j → %s', (raw, valid) => {
    expect(morningWordItemValid(item(raw))).toBe(valid)
  })
})

describe('morningWordItemError (spec 001 §5: temperature, departure exclusivity, 5-minute steps)', () => {
  it.each([
    [{ type: 'Health', temperature: 37.2 }, null],
    [{ type: 'Health', temperature: 33 }, 'temperatureCelsius'],
    [{ type: 'Health', temperature: 60 }, 'temperatureCelsiusOrFahrenheit'],
    [{ type: 'Health', temperature: 110 }, 'temperatureFahrenheit'],
    [{ type: 'Health', temperature: 37.25 }, 'temperatureDecimal'],
    [{ type: 'Departure', guardianId, rawTextPicker: 'Grandma' }, 'departureExclusive'],
    [{ type: 'Departure', guardianId, contractHolderId: holderId }, 'departureExclusive'],
    [{ type: 'Departure', guardianId }, null],
    [{ type: 'Departure', time: '16:32' }, 'timeStep'],
    [{ type: 'Food', time: '07:31' }, 'timeStep'],
    [{ type: 'Sleep', time: '06:10' }, null],
    [{ type: 'Note', comment: 'x' }, null],
  ])('%j → %s', (raw, key) => {
    expect(morningWordItemError(item(raw))).toBe(key)
  })
})

describe('departure person (spec 001 §5 "choosing a person clears the text and vice versa")', () => {
  it('choosing a guardian clears the free text and the other persons', () => {
    expect(chooseDeparturePerson('guardianId', guardianId)).toEqual({
      rawTextPicker: null,
      guardianId,
      contractHolderId: null,
      allowedToBringChildId: null,
    })
  })
  it('typing a name clears the person', () => {
    expect(chooseDeparturePerson('rawTextPicker', 'Uncle Tom').guardianId).toBeNull()
  })
  it.each([
    [{}, true],
    [{ rawTextPicker: 'Grandma' }, true],
    [{ rawTextPicker: '', guardianId }, true],
    [{ rawTextPicker: 'Grandma', guardianId }, false],
    [{ contractHolderId: holderId, allowedToBringChildId: holderId }, false],
  ])('%j exclusive: %s', (person, ok) => {
    expect(departurePersonExclusive(person)).toBe(ok)
  })
})

describe('all fine (spec 001 §4: Mood removed, Sleep and Food qualities cleared)', () => {
  it('removes Mood and clears the qualities, keeping times and quantities', () => {
    const items = [
      item({ type: 'Mood', quality: 'Fine' }),
      item({ type: 'Food', quality: 'Good', quantity: 120, time: '07:00' }),
      item({ type: 'Sleep', quality: 'Medium', time: '06:30' }),
      item({ type: 'Note', comment: 'hello' }),
    ]
    expect(applyAllFine(items)).toEqual([
      item({ type: 'Food', quantity: 120, time: '07:00' }),
      item({ type: 'Sleep', time: '06:30' }),
      item({ type: 'Note', comment: 'hello' }),
    ])
  })
})

describe('prepareMorningWord (spec 001 §4 save: all fine, invalid items dropped)', () => {
  const config = { allFineEnabled: true, allowedMorningWordItems: ['Mood', 'Food', 'Sleep', 'Note'] as const }

  it('drops items failing validity and those of types not allowed', () => {
    const result = prepareMorningWord(
      {
        allFine: false,
        items: [
          item({ type: 'Note', comment: 'hi' }),
          item({ type: 'Food' }),
          item({ type: 'Health', temperature: 37 }),
          item({ type: 'Mood', quality: 'Fine' }),
        ],
      },
      config,
    )
    expect(result.allFine).toBe(false)
    expect(result.items.map((i) => i.type)).toEqual(['Mood', 'Note'])
    expect(result.dropped).toEqual(['Food', 'Health'])
  })

  it('with all fine on, a Food card left with only a quality is dropped and Mood is removed', () => {
    const result = prepareMorningWord(
      {
        allFine: true,
        items: [
          item({ type: 'Mood', quality: 'Fine' }),
          item({ type: 'Food', quality: 'Good' }),
          item({ type: 'Sleep', quality: 'Good', time: '06:00' }),
        ],
      },
      config,
    )
    expect(result.allFine).toBe(true)
    expect(result.items).toEqual([item({ type: 'Sleep', time: '06:00' })])
    expect(result.dropped).toEqual(['Food'])
  })

  it('ignores all fine where the school does not enable it', () => {
    const result = prepareMorningWord(
      { allFine: true, items: [item({ type: 'Mood', quality: 'Sick' })] },
      { ...config, allFineEnabled: false },
    )
    expect(result).toEqual({ allFine: false, items: [item({ type: 'Mood', quality: 'Sick' })], dropped: [] })
  })

  it('finds duplicate types', () => {
    expect(hasDuplicateTypes([item({ type: 'Note' }), item({ type: 'Note' })])).toBe(true)
    expect(hasDuplicateTypes([item({ type: 'Note' }), item({ type: 'Mood' })])).toBe(false)
  })
})

describe('default cards (spec 001 §4 "creates default cards from the daily module configuration")', () => {
  it('keeps default types that are allowed, in the order of spec 001 §3', () => {
    const cards = defaultMorningWordItems({
      defaultMorningWordItems: ['Sleep', 'Health', 'Mood', 'Sleep'],
      allowedMorningWordItems: ['Mood', 'Sleep', 'Food'],
    })
    expect(cards).toEqual([item({ type: 'Mood' }), item({ type: 'Sleep' })])
  })
  it('lists the allowed types without a card for the add card', () => {
    expect(addableMorningWordTypes([item({ type: 'Mood' })], ['Note', 'Mood', 'Food'])).toEqual([
      'Food',
      'Note',
    ])
  })
})

describe('daily options (spec 000 §9, spec 001 §3 Daily module configuration)', () => {
  it('has a default for every field', () => {
    const options = zDailyOptions.parse({})
    expect(options.allowCheckIn).toBe('none')
    expect(options.allowGuardianCheckIn).toBe('none')
    expect(options.allFineEnabled).toBe(false)
    expect(options.entryVisibility.meal).toBe('always-visible')
    expect(Object.keys(options.entryVisibility)).toHaveLength(16)
  })
  it('reads stored options leniently: a bad field takes its default, the rest is kept', () => {
    const options = parseDailyOptions({
      allowCheckIn: 'all',
      allowGuardianCheckIn: 'sometimes',
      defaultMorningWordItems: ['Mood', 'Mood', 'Food'],
      entryVisibility: { incident: 'never-visible', nap: 'whenever' },
    })
    expect(options.allowCheckIn).toBe('all')
    expect(options.allowGuardianCheckIn).toBe('none')
    expect(options.defaultMorningWordItems).toEqual(['Mood', 'Food'])
    expect(options.entryVisibility.incident).toBe('never-visible')
    expect(options.entryVisibility.nap).toBe('always-visible')
  })
})
