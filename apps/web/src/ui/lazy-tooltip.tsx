import { cloneElement, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement } from 'react'
import type TooltipComponent from '@mui/material/Tooltip'

// MUI's Tooltip brings Popper and @popperjs/core (about 11 KiB gzipped): fetched when a tooltip is
// first wanted, not with the top bar (docs/web-weight.md). Every button that carries one already
// has an accessible name, so nothing is lost for a screen reader before it arrives.
type Tooltip = typeof TooltipComponent
let loaded: Tooltip | null = null
const loadTooltip = () =>
  import('@mui/material/Tooltip').then((module) => {
    loaded = module.default
    return loaded
  })

interface TriggerProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
}

/**
 * MUI's Tooltip around `children`, its chunk fetched on the first hover or keyboard focus of any
 * of them. A tooltip that waited for it opens when it arrives if the pointer or the focus is still
 * there; from then on, and for tooltips mounted later, MUI's Tooltip opens and closes it.
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement<TriggerProps> }) {
  const [Tooltip, setTooltip] = useState<Tooltip | null>(() => loaded)
  const [open, setOpen] = useState(false)
  // Wrapping the child in the Tooltip mounts it anew: the keyboard focus it had is given back,
  // unless the focus moved on meanwhile.
  const refocus = useRef(false)

  if (Tooltip)
    return (
      <Tooltip
        title={title}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        ref={(node: HTMLElement | null) => {
          if (!node || !refocus.current) return
          refocus.current = false
          if (document.activeElement === null || document.activeElement === document.body) node.focus()
        }}
      >
        {children}
      </Tooltip>
    )

  const want = () => {
    setOpen(true)
    void loadTooltip().then((loadedTooltip) => setTooltip(() => loadedTooltip))
  }
  const child = children.props
  return cloneElement(children, {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      child.onPointerEnter?.(event)
      // A tap is not a hover (MUI's Tooltip shows on a long press only).
      if (event.pointerType !== 'touch') want()
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      child.onPointerLeave?.(event)
      setOpen(false)
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      child.onFocus?.(event)
      // As MUI's Tooltip: a focus from the keyboard shows it, a click's focus does not.
      if (!event.currentTarget.matches(':focus-visible')) return
      refocus.current = true
      want()
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      child.onBlur?.(event)
      setOpen(false)
    },
  })
}
