// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { useState } from 'react'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { emptyChildKeyBoxes, invalidChildKeyBoxes } from '@nido/domain/rules/child-key'
import '@/i18n/index'
import { KeyBoxes } from './key-boxes'

// Spec 001 §5 "Child key": 8 boxes, one character each, lowercased; a pasted key is split across
// the boxes; an invalid character shows the invalid-code-character message; Backspace goes back.

function Harness() {
  const [boxes, setBoxes] = useState(emptyChildKeyBoxes)
  return (
    <>
      <KeyBoxes boxes={boxes} onChange={setBoxes} />
      <output aria-label="key">{boxes.join('')}</output>
      <button disabled={boxes.some((b) => b === '') || invalidChildKeyBoxes(boxes).length > 0}>Next</button>
    </>
  )
}

const box = (n: number) => screen.getByRole('textbox', { name: `Character ${n} of 8` })

describe('KeyBoxes (spec 001 §5 child key)', () => {
  afterEach(() => cleanup())

  it('shows 8 boxes, each named for screen readers, in one labelled group', () => {
    render(<Harness />)
    const group = screen.getByRole('group', { name: 'Child key' })
    expect(within(group).getAllByRole('textbox')).toHaveLength(8)
    expect(box(8)).toBeTruthy()
  })

  it('lowercases what is typed, one character per box, and moves to the next box', () => {
    render(<Harness />)
    fireEvent.change(box(1), { target: { value: 'F' } })
    expect((box(1) as HTMLInputElement).value).toBe('f')
    expect(document.activeElement).toBe(box(2))
    fireEvent.change(box(2), { target: { value: 'i' } })
    expect(document.activeElement).toBe(box(3))
  })

  it('splits a pasted key across the boxes', () => {
    render(<Harness />)
    fireEvent.paste(box(1), { clipboardData: { getData: () => ' FIRE_fly\n' } })
    expect(screen.getByLabelText('key').textContent).toBe('fire_fly')
    expect((box(8) as HTMLInputElement).value).toBe('y')
    expect(document.activeElement).toBe(box(8))
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false)
  })

  it('shows the invalid-character message and keeps next disabled', () => {
    render(<Harness />)
    fireEvent.paste(box(1), { clipboardData: { getData: () => 'fire-fly' } })
    expect(screen.getByRole('alert').textContent).toBe('A key holds only letters, digits and underscores.')
    expect(box(5).getAttribute('aria-invalid')).toBe('true')
    expect(box(4).getAttribute('aria-invalid')).toBe('false')
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true)
    fireEvent.change(box(5), { target: { value: '_' } })
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false)
  })

  it('Backspace clears the box, or goes back to the previous one and clears it when empty', () => {
    render(<Harness />)
    fireEvent.paste(box(1), { clipboardData: { getData: () => 'abc' } })
    expect(document.activeElement).toBe(box(4))
    fireEvent.keyDown(box(4), { key: 'Backspace' })
    expect(screen.getByLabelText('key').textContent).toBe('ab')
    expect(document.activeElement).toBe(box(3))
    fireEvent.keyDown(box(3), { key: 'Backspace' })
    expect(screen.getByLabelText('key').textContent).toBe('a')
    expect(document.activeElement).toBe(box(2))
    box(1).focus()
    fireEvent.keyDown(box(1), { key: 'Backspace' })
    expect(screen.getByLabelText('key').textContent).toBe('')
    expect(document.activeElement).toBe(box(1))
  })
})
