import { describe, expect, it } from 'vitest'
import { chatColors } from '@nido/domain/enums/chat'
import { contrastRatio, parseHex } from '@/ui/contrast'
import { chatColorHex, chatPalette } from './colors'

// Spec 001 §9 "Chat colour options: ten": one shade per colour, readable under white text.
describe('chat colours (spec 001 §9)', () => {
  it('has exactly the ten colours of the domain, each distinct', () => {
    expect(Object.keys(chatPalette).sort()).toEqual([...chatColors].sort())
    expect(new Set(Object.values(chatPalette)).size).toBe(10)
  })

  it.each(chatColors)('%s carries white text at 4.5:1 or better', (color) => {
    const rgb = parseHex(chatPalette[color])
    expect(rgb).not.toBeNull()
    expect(contrastRatio(rgb!, { r: 255, g: 255, b: 255 })).toBeGreaterThanOrEqual(4.5)
  })

  it('falls back to blue for an unknown or missing colour', () => {
    expect(chatColorHex('ultraviolet')).toBe(chatPalette.blue)
    expect(chatColorHex(null)).toBe(chatPalette.blue)
    expect(chatColorHex('teal')).toBe(chatPalette.teal)
  })
})
