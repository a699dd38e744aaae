import { describe, expect, it } from 'vitest'
import {
  childKeyLength,
  childKeyOfBoxes,
  emptyChildKeyBoxes,
  invalidChildKeyBoxes,
  isChildKey,
  isChildKeyCharacter,
  normalizeChildKey,
  typeIntoChildKeyBoxes,
} from './child-key'

const boxesOf = (text: string) => [...text]

describe('child key (spec 001 §5 "Child key", §9: length 8, letters, digits, underscore)', () => {
  it('is 8 characters long', () => {
    expect(childKeyLength).toBe(8)
    expect(emptyChildKeyBoxes()).toEqual(['', '', '', '', '', '', '', ''])
  })

  it.each(['a', 'Z', '0', '9', '_'])('%s is a key character', (c) => {
    expect(isChildKeyCharacter(c)).toBe(true)
  })

  it.each(['-', ' ', 'é', '.', '!', 'ab', ''])('%j is not a key character', (c) => {
    expect(isChildKeyCharacter(c)).toBe(false)
  })

  it.each([
    ['abcd_123', true],
    ['ABCD_123', true],
    ['abcd_12', false],
    ['abcd_1234', false],
    ['abcd-123', false],
    ['abçd_123', false],
  ])('%s is a whole key: %s', (key, valid) => {
    expect(isChildKey(key)).toBe(valid)
  })

  it('is stored and compared lowercase, without surrounding spaces', () => {
    expect(normalizeChildKey('  AbCd_123 ')).toBe('abcd_123')
  })

  it('keeps one character per box, lowercased, and moves on to the next box', () => {
    const typed = typeIntoChildKeyBoxes(emptyChildKeyBoxes(), 0, 'Q')
    expect(typed.boxes[0]).toBe('q')
    expect(typed.focus).toBe(1)
  })

  it('splits a pasted key across the boxes from the box it is pasted in', () => {
    expect(typeIntoChildKeyBoxes(emptyChildKeyBoxes(), 0, ' FIRE_fly \n')).toEqual({
      boxes: boxesOf('fire_fly'),
      focus: 7,
    })
    const pastedLater = typeIntoChildKeyBoxes(boxesOf('ab______'), 2, 'CDEFGHIJ')
    expect(pastedLater.boxes.join('')).toBe('abcdefgh')
    expect(pastedLater.focus).toBe(7)
  })

  it('clears a box when its text is emptied, and keeps the focus there', () => {
    expect(typeIntoChildKeyBoxes(boxesOf('abcdefgh'), 3, '')).toEqual({
      boxes: ['a', 'b', 'c', '', 'e', 'f', 'g', 'h'],
      focus: 3,
    })
  })

  it('finds the boxes holding a character a key may not contain', () => {
    expect(invalidChildKeyBoxes(['a', '-', '', 'é', '_', '1', 'b', 'c'])).toEqual([1, 3])
    expect(invalidChildKeyBoxes(boxesOf('abcd_123'))).toEqual([])
  })

  it('spells a key only when every box holds a key character', () => {
    expect(childKeyOfBoxes(boxesOf('ABCD_123'))).toBe('abcd_123')
    expect(childKeyOfBoxes(['a', 'b', 'c', 'd', '_', '1', '2', ''])).toBeNull()
    expect(childKeyOfBoxes(boxesOf('abcd-123'))).toBeNull()
  })
})
