import { Typography } from '@mui/material'

// Placeholder: the boards work replaces this page.
export default function PollsPage() {
  return <Typography component="h1">…</Typography>
}
