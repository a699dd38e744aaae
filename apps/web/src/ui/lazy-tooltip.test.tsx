// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { LazyTooltip } from './lazy-tooltip'

// The top bar's tooltips load MUI's Tooltip on the first hover (docs/web-weight.md): the label
// must still show for the hover that asked for it, and not show if the pointer left meanwhile.

afterEach(cleanup)

const button = (label: string) => (
  <LazyTooltip title={label}>
    <button type="button" aria-label={label}>
      bell
    </button>
  </LazyTooltip>
)

/** Lets the Tooltip chunk (a dynamic import) settle and React render what follows. */
const chunkArrives = () =>
  act(async () => {
    await import('@mui/material/Tooltip')
    await new Promise((resolve) => setTimeout(resolve, 20))
  })

describe('LazyTooltip', () => {
  // First: the chunk has not been asked for yet in this file, and both buttons wait for it.
  it('opens for the hover that asked for the chunk, not for one that left before it came', async () => {
    render(
      <>
        {button('Notifications')}
        {button('Messages')}
      </>,
    )
    const notifications = screen.getByRole('button', { name: 'Notifications' })
    fireEvent.pointerEnter(notifications)
    fireEvent.pointerLeave(notifications)
    await chunkArrives()
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy()
    expect(screen.queryByRole('tooltip')).toBeNull()

    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Messages' }))
    expect((await screen.findByRole('tooltip')).textContent).toBe('Messages')
    fireEvent.mouseLeave(screen.getByRole('button', { name: 'Messages' }))
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  }, 20_000)

  it('a tap does not show it', async () => {
    render(button('Morning word'))
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Morning word' }), { pointerType: 'touch' })
    await chunkArrives()
    expect(screen.queryByRole('tooltip')).toBeNull()
  })

  it("once loaded, a tooltip mounted later is MUI's own: shown on hover", async () => {
    render(button('Calendar'))
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Calendar' }))
    expect((await screen.findByRole('tooltip')).textContent).toBe('Calendar')
  })
})
