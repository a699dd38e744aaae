import { Box, Stack, Typography } from '@mui/material'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Navigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { staffProfileTypes, type ProfileType } from '@nido/domain/enums/people'
import { isOneOf } from '@nido/domain/access/roles'
import { meQuery } from '@/session/session'
import { ProfileForm } from '../components/profile-form'
import { SettingsPanel } from '../components/settings-panel'
import { NotificationPreferences } from '../components/notification-preferences'
import type { ReactNode } from 'react'
import { accountQuery } from '../queries'

// Spec 001 §3 "User profile and settings" at /account (spec 000 §2 account menu: My profile).
// Other features' parts of the page (avatar upload, two-factor, data protection) come in as slots,
// composed in app/pages/account-route.tsx, since a feature never imports another.
export interface AccountSlots {
  avatar?: (userId: string) => ReactNode
  sections?: ReactNode
}

export default function AccountPage(slots: AccountSlots) {
  const { data: me } = useSuspenseQuery(meQuery)
  if (!me) return <Navigate to="/login" replace />
  return (
    <Account
      userId={me.user.id}
      profileType={me.meta.userPermission.profileType}
      staff={isOneOf(me.meta.userPermission.profileType, staffProfileTypes)}
      moderator={me.meta.userPermission.isModerator}
      {...slots}
    />
  )
}

function Account({
  userId,
  profileType,
  staff,
  moderator,
  avatar,
  sections,
}: { userId: string; profileType: ProfileType; staff: boolean; moderator: boolean } & AccountSlots) {
  const { t } = useTranslation()
  const { data: account } = useSuspenseQuery(accountQuery(userId))
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('account.title')}
      </Typography>
      <Stack spacing={2}>
        {avatar?.(userId)}
        <ProfileForm account={account} staff={staff} />
        <NotificationPreferences
          userId={userId}
          settings={account.settings}
          profileType={profileType}
          moderator={moderator}
        />
        <SettingsPanel userId={userId} settings={account.settings} />
        {sections}
      </Stack>
    </Box>
  )
}
