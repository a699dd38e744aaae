import { Typography } from '@mui/material'

// Placeholder: the galleries work replaces this page.
export default function GalleryEditPage() {
  return <Typography component="h1">…</Typography>
}
