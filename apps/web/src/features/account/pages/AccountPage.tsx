import { Box, Stack, Typography } from '@mui/material'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { staffProfileTypes } from '@nido/domain/enums/people'
import { isOneOf } from '@nido/domain/access/roles'
import { meQuery } from '@/session/session'
import { ProfileForm } from '../components/ProfileForm'
import { SettingsPanel } from '../components/SettingsPanel'
import { accountQuery } from '../queries'

// Spec 001 §3 "User profile and settings" at /account (spec 000 §2 account menu: My profile).
export default function AccountPage() {
  const { data: me } = useSuspenseQuery(meQuery)
  if (!me) return <Navigate to="/login" replace />
  return (
    <Account userId={me.user.id} staff={isOneOf(me.meta.userPermission.profileType, staffProfileTypes)} />
  )
}

function Account({ userId, staff }: { userId: string; staff: boolean }) {
  const { t } = useTranslation()
  const { data: account } = useSuspenseQuery(accountQuery(userId))
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('account.title')}
      </Typography>
      <Stack spacing={2}>
        <ProfileForm account={account} staff={staff} />
        <SettingsPanel userId={userId} settings={account.settings} />
      </Stack>
    </Box>
  )
}
