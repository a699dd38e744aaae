import { Typography } from '@mui/material'

// Placeholder: the external-identity work replaces this page.
export default function ExternalValidatePage() {
  return <Typography component="h1">…</Typography>
}
