import { Typography } from '@mui/material'

// Placeholder: the galleries work replaces this page.
export default function ChildPhotosPage() {
  return <Typography component="h1">…</Typography>
}
