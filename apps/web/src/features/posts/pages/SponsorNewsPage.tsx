import { Typography } from '@mui/material'

// Placeholder: the posts work replaces this page.
export default function SponsorNewsPage() {
  return <Typography component="h1">…</Typography>
}
