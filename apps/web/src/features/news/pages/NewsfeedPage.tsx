import { Typography } from '@mui/material'

// Placeholder: the news work replaces this page.
export default function NewsfeedPage() {
  return <Typography component="h1">…</Typography>
}
