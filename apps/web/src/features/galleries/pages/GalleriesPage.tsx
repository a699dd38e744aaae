import { Typography } from '@mui/material'

// Placeholder: the galleries work replaces this page.
export default function GalleriesPage() {
  return <Typography component="h1">…</Typography>
}
