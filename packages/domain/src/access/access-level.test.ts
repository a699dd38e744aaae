import { describe, expect, it } from 'vitest'
import { accessLevels } from '../enums/people'
import { accessLevelEditable, accessLevelVisible } from './access-level'

describe('spec 000 §5 access levels', () => {
  it.each([
    ['All', true, true],
    ['ReadOnly', true, false],
    ['Disabled', false, false],
  ] as const)('%s: visible %s, editable %s', (level, visible, editable) => {
    expect(accessLevelVisible(level)).toBe(visible)
    expect(accessLevelEditable(level)).toBe(editable)
  })

  it('covers every access level of spec 000 §3', () => {
    expect(accessLevels).toEqual(['All', 'ReadOnly', 'Disabled'])
  })
})
