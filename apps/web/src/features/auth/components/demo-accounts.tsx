import { useState } from 'react'
import { Button, Stack, TextField, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { fixtureAccountsQuery } from '../queries'

// Development only (ENABLE_FIXTURES_LOGIN, spec 001 §7 fixtures branch): sign in as a demo account
// in one click. Nothing shows when the branch is off.
export function DemoAccounts({ pending, onSignIn }: { pending: boolean; onSignIn: (code: string) => void }) {
  const { t } = useTranslation()
  const { data: accounts } = useQuery(fixtureAccountsQuery)
  const [code, setCode] = useState('')
  if (!accounts || accounts.length === 0) return null
  const chosen = code || accounts[0]!.code
  return (
    <Stack spacing={1} component="section" aria-label={t('login.demo.title')}>
      <Typography variant="subtitle2" component="h3">
        {t('login.demo.title')}
      </Typography>
      <TextField
        select
        size="small"
        label={t('login.demo.account')}
        value={chosen}
        onChange={(e) => setCode(e.target.value)}
        slotProps={{ select: { native: true } }}
      >
        {accounts.map((a) => (
          <option key={a.code} value={a.code}>
            {`${a.code} (${a.label})`}
          </option>
        ))}
      </TextField>
      <Button variant="outlined" disabled={pending} onClick={() => onSignIn(chosen)}>
        {t('login.demo.signIn')}
      </Button>
    </Stack>
  )
}
