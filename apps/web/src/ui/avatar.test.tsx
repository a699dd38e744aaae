// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { avatarColour, avatarColours, initialsOf, PersonAvatar } from './avatar'
import { contrastRatio, parseHex } from './contrast'

afterEach(cleanup)

const white = { r: 255, g: 255, b: 255 }

describe('spec 000 §9: one colour per person, everywhere', () => {
  it('gives the same id the same colour every time, and spreads ids over the eight', () => {
    const id = '0190a6a4-7c7e-7000-8000-000000000001'
    expect(avatarColour(id)).toBe(avatarColour(id))
    const used = new Set(Array.from({ length: 64 }, (_, i) => avatarColour(`user-${i}`)))
    expect(used.size).toBeGreaterThanOrEqual(6)
  })

  it('keeps white initials readable on every colour (WCAG AA, 4.5:1)', () => {
    for (const colour of avatarColours) {
      const rgb = parseHex(colour)
      expect(rgb).not.toBeNull()
      expect(contrastRatio(rgb!, white)).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('paints the avatar from the id, not from where it is shown', () => {
    render(
      <>
        <PersonAvatar id="u-42" firstname="Ada" lastname="Lovelace" label="Ada Lovelace" />
        <PersonAvatar id="u-42" firstname="Ada" lastname="Lovelace" label="Ada again" size={96} />
      </>,
    )
    const [a, b] = [
      screen.getByRole('img', { name: 'Ada Lovelace' }),
      screen.getByRole('img', { name: 'Ada again' }),
    ]
    expect(a.textContent).toBe('AL')
    expect(getComputedStyle(a).backgroundColor).toBe(getComputedStyle(b).backgroundColor)
    expect(getComputedStyle(a).backgroundColor).not.toBe('')
    expect(initialsOf(' élise', 'durand')).toBe('ÉD')
  })
})
