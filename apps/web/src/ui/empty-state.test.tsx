// @vitest-environment jsdom
import { Button } from '@mui/material'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EmptyState } from './empty-state'

afterEach(cleanup)

describe('STYLE.md habit 13: one empty state', () => {
  it('shows the illustration, the one line and the main action', () => {
    render(<EmptyState text="No poll yet" action={<Button>New poll</Button>} />)
    const state = screen.getByRole('status')
    expect(state.textContent).toContain('No poll yet')
    expect(screen.getByRole('button', { name: 'New poll' })).toBeTruthy()
    const illustration = screen.getByTestId('empty-state-illustration')
    expect(illustration.tagName.toLowerCase()).toBe('svg')
    // Decorative: a screen reader reads only the line.
    expect(illustration.getAttribute('aria-hidden')).toBe('true')
  })

  it('has no action where the page has none', () => {
    render(<EmptyState text="Nothing here" />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
