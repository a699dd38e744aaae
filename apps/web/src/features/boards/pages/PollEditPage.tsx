import { Typography } from '@mui/material'

// Placeholder: the boards work replaces this page.
export default function PollEditPage() {
  return <Typography component="h1">…</Typography>
}
