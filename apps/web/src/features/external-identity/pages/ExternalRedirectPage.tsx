import { Typography } from '@mui/material'

// Placeholder: the external-identity work replaces this page.
export default function ExternalRedirectPage() {
  return <Typography component="h1">…</Typography>
}
