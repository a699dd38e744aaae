import { useState } from 'react'

/**
 * A popup anchored to the button that opens it, whose component is a lazy chunk: `opened` stays
 * true from the first opening on, so the chunk is fetched then (not with the top bar,
 * docs/web-weight.md) and closing still plays the popup's transition.
 */
export function useLazyPopup() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [opened, setOpened] = useState(false)
  return {
    anchor,
    opened,
    open: (event: { currentTarget: HTMLElement }) => {
      setOpened(true)
      setAnchor(event.currentTarget)
    },
    close: () => setAnchor(null),
  }
}
