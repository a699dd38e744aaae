import { describe, expect, it } from 'vitest'
import { zEntryCreate, zEntryInput, zExportQuery } from '../contracts/daily-log'
import {
  compareBoardChildren,
  entryEditable,
  everVisibleToFamily,
  isPresent,
  periodDays,
  visibleToFamily,
} from './daily-log'

describe('visibleToFamily (spec 001 §3 Visibility; best-fit = once the child has left)', () => {
  it.each([
    ['always-visible', false, true],
    ['always-visible', true, true],
    ['best-fit', false, false],
    ['best-fit', true, true],
    ['never-visible', false, false],
    ['never-visible', true, false],
  ] as const)('%s, left %s → %s', (visibility, left, visible) => {
    expect(visibleToFamily(visibility, left)).toBe(visible)
  })

  it.each([
    ['always-visible', true],
    ['best-fit', true],
    ['never-visible', false],
  ] as const)('%s ever visible → %s', (visibility, ever) => {
    expect(everVisibleToFamily(visibility)).toBe(ever)
  })
})

describe('entryEditable (same day only, school time zone)', () => {
  it.each([
    ['2026-11-18', '2026-11-18', true],
    ['2026-11-17', '2026-11-18', false],
    ['2026-11-19', '2026-11-18', false],
  ])('entry of %s, today %s → %s', (date, today, editable) => {
    expect(entryEditable(date, today)).toBe(editable)
  })
})

describe('board order (present children first)', () => {
  const child = (firstname: string, present: boolean) => ({
    firstname,
    lastname: 'X',
    present,
    arrival: present ? '08:00' : null,
  })
  it('lists present children first, then by name', () => {
    const list = [child('Zoé', false), child('Adam', false), child('Yann', true), child('Bea', true)]
    expect(list.sort(compareBoardChildren).map((c) => c.firstname)).toEqual(['Bea', 'Yann', 'Adam', 'Zoé'])
  })
  it.each([
    [null, null, false],
    ['08:00', null, true],
    ['08:00', '17:00', false],
    [null, '17:00', false],
  ])('arrival %s departure %s → present %s', (arrival, departure, present) => {
    expect(isPresent(arrival, departure)).toBe(present)
  })
})

describe('entry input (spec 001 §3 sub-enumerations, §5 validations, §9 steps)', () => {
  const ok = (entry: unknown) => zEntryInput.safeParse(entry).success
  it.each([
    [{ time: '08:05', data: { kind: 'bottle', content: 'Milk', quantityMl: 150 } }, true],
    [{ time: '08:05', data: { kind: 'bottle', content: 'Milk', quantityMl: 500 } }, true],
    // Spec 001 §5: over the maximum is an error; the value is truncated first.
    [{ time: '08:05', data: { kind: 'bottle', content: 'Milk', quantityMl: 510 } }, false],
    [{ time: '08:05', data: { kind: 'bottle', content: 'Milk', quantityMl: 500.7 } }, true],
    [{ time: '08:05', data: { kind: 'bottle', content: 'Milk', quantityMl: -10 } }, false],
    [{ time: '08:05', data: { kind: 'bottle', content: 'Beer', quantityMl: 100 } }, false],
    // Spec 001 §9: 5-minute steps.
    [{ time: '08:07', data: { kind: 'nap', endTime: null } }, false],
    [{ time: '13:00', data: { kind: 'nap', endTime: '14:35' } }, true],
    [{ time: '13:00', data: { kind: 'nap', endTime: '14:33' } }, false],
    [{ time: '24:00', data: { kind: 'mood', mood: 'Joyful' } }, false],
    // Spec 001 §5 temperature bounds.
    [{ time: '10:00', data: { kind: 'temperature', value: 37.5 } }, true],
    [{ time: '10:00', data: { kind: 'temperature', value: 101.2 } }, true],
    [{ time: '10:00', data: { kind: 'temperature', value: 33.9 } }, false],
    [{ time: '10:00', data: { kind: 'temperature', value: 60 } }, false],
    [{ time: '10:00', data: { kind: 'temperature', value: 108.1 } }, false],
    [{ time: '10:00', data: { kind: 'temperature', value: 37.55 } }, false],
    // A note and an incident are their comment.
    [{ time: '10:00', data: { kind: 'note' } }, false],
    [{ time: '10:00', comment: 'Lovely day', data: { kind: 'note' } }, true],
    [{ time: '10:00', comment: '  ', data: { kind: 'incident' } }, false],
    [{ time: '10:00', data: { kind: 'drug', medication: null } }, false],
    [{ time: '10:00', data: { kind: 'drug', medication: 'Liniment' } }, true],
    [{ time: '10:00', data: { kind: 'activities', activities: [] } }, false],
    [{ time: '10:00', data: { kind: 'activities', activities: ['Music', 'Cook'] } }, true],
    [{ time: '10:00', data: { kind: 'changes', changeType: 'Potty', stool: 'Soft' } }, true],
    [{ time: '10:00', data: { kind: 'meal', mealType: 'Lunch', quantity: 'Good' } }, true],
    [{ time: '10:00', data: { kind: 'soup', quantity: 'Little' } }, true],
    [{ time: '10:00', data: { kind: 'heals', careType: 'Eyes' } }, true],
    [{ time: '10:00', data: { kind: 'to-bring', items: ['Diapers'] } }, true],
    [{ time: '10:00', data: { kind: 'forgotten', items: ['Coat'] } }, true],
    [{ time: '17:00', data: { kind: 'departure', pickedUpBy: 'Grandma' } }, true],
    [{ time: '10:00', data: { kind: 'audio-message', mediaId: 'not-a-uuid' } }, false],
  ])('%j → valid %s', (entry, valid) => {
    expect(ok(entry)).toBe(valid)
  })

  it('truncates a bottle quantity to an integer (spec 001 §5)', () => {
    const parsed = zEntryInput.parse({
      time: '08:00',
      data: { kind: 'bottle', content: 'Water', quantityMl: 90.9 },
    })
    expect(parsed.data).toEqual({ kind: 'bottle', content: 'Water', quantityMl: 90 })
  })

  it('needs at least one child', () => {
    const entry = { time: '08:00', data: { kind: 'mood', mood: 'Joyful' } }
    expect(zEntryCreate.safeParse({ childIds: [], entry }).success).toBe(false)
  })
})

describe('export query (a period, a section or a child)', () => {
  const id = '0190a8c2-0000-7000-8000-000000000001'
  it.each([
    [{ format: 'csv', from: '2026-11-01', to: '2026-11-30', sectionId: id }, true],
    [{ format: 'pdf', from: '2026-11-01', to: '2026-11-01', childId: id }, true],
    [{ format: 'csv', from: '2026-11-02', to: '2026-11-01', sectionId: id }, false],
    [{ format: 'csv', from: '2026-11-01', to: '2026-11-30' }, false],
    [{ format: 'csv', from: '2026-11-01', to: '2026-11-30', sectionId: id, childId: id }, false],
    [{ format: 'xls', from: '2026-11-01', to: '2026-11-30', sectionId: id }, false],
  ])('%j → valid %s', (query, valid) => {
    expect(zExportQuery.safeParse(query).success).toBe(valid)
  })
  it.each([
    ['2026-11-01', '2026-11-01', 1],
    ['2026-11-01', '2026-11-30', 30],
    ['2026-03-28', '2026-03-30', 3],
  ])('%s → %s is %s days', (from, to, days) => {
    expect(periodDays(from, to)).toBe(days)
  })
})
