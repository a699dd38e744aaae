// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TargetsPicker } from './targets-picker'

afterEach(cleanup)

const options = [
  { key: 'School:1', label: 'Crèche Les Lucioles', group: 'Schools' },
  { key: 'Section:2', label: 'Babies', group: 'Sections' },
]

describe('TargetsPicker', () => {
  it('is a combobox named by its label, with grouped options, chips and keys out', () => {
    const change = vi.fn()
    render(
      <TargetsPicker
        options={options}
        value={['School:1', 'Section:gone']}
        onChange={change}
        label="Share with"
        helperText="Who sees it"
        unknownLabel="Unknown"
      />,
    )
    // Spec 000 §3: a chosen target no longer offered keeps its chip, under the unknown text.
    expect(screen.getByRole('button', { name: 'Crèche Les Lucioles' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Unknown' })).toBeTruthy()
    expect(screen.getByText('Who sees it')).toBeTruthy()
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Share with' }))
    expect(screen.getByText('Sections')).toBeTruthy()
    fireEvent.click(screen.getByRole('option', { name: 'Babies' }))
    expect(change).toHaveBeenCalledWith(['School:1', 'Section:gone', 'Section:2'])
  })

  it('shows the error instead of the help', () => {
    render(
      <TargetsPicker
        options={options}
        value={[]}
        onChange={() => {}}
        label="Share with"
        helperText="Who sees it"
        error="Choose at least one"
        unknownLabel="Unknown"
      />,
    )
    expect(screen.getByText('Choose at least one')).toBeTruthy()
    expect(screen.queryByText('Who sees it')).toBeNull()
  })
})
