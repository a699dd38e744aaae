import { Typography } from '@mui/material'

// Placeholder: the posts work replaces this page.
export default function PostEditPage() {
  return <Typography component="h1">…</Typography>
}
