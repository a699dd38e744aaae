import type { ReactNode } from 'react'
import { Box, Stack, Typography } from '@mui/material'

// STYLE.md habit 13: one empty-state component for every list (an illustration, one line, the main
// action), so an empty list reads the same on every page instead of a grey line here and a blue
// alert there. The illustration is a small inline SVG (an open, empty tray) drawn in the theme's
// text colours, so it costs no request and follows the dark and high-contrast themes.

function EmptyIllustration() {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 48"
      aria-hidden
      focusable="false"
      data-testid="empty-state-illustration"
      sx={{ width: 64, height: 48, color: 'text.secondary', flexShrink: 0 }}
    >
      <path
        d="M8 26 L16 8 H48 L56 26 V40 H8 Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path
        d="M8 26 H22 L26 32 H38 L42 26 H56"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </Box>
  )
}

export function EmptyState({
  text,
  action,
  compact = false,
}: {
  /** The one line saying what is missing ("No poll yet"). */
  text: string
  /** The page's main action where it has one (the link to create the first item). */
  action?: ReactNode
  /** Smaller, for an empty list inside a panel or a card rather than a whole page. */
  compact?: boolean
}) {
  return (
    <Stack
      role="status"
      data-testid="empty-state"
      spacing={compact ? 1 : 2}
      sx={{ alignItems: 'center', textAlign: 'center', py: compact ? 2 : 4, px: 2 }}
    >
      <EmptyIllustration />
      <Typography color="text.secondary">{text}</Typography>
      {action}
    </Stack>
  )
}
