import { Typography } from '@mui/material'

// Placeholder: the recovery work replaces this page.
export default function ResetPasswordPage() {
  return <Typography component="h1">…</Typography>
}
