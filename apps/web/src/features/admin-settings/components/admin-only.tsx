import type { ReactNode } from 'react'
import { Alert, Box, Typography } from '@mui/material'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Me } from '@nido/domain/contracts/me'
import type { ProfileType } from '@nido/domain/enums/people'
import { isOneOf } from '@nido/domain/access/roles'
import { meQuery } from '@/session/session'

/** Super admins and group admins (docs/administration-settings.md). */
export const adminProfiles = ['SUPER_ADMIN', 'GROUP_ADMIN'] as const satisfies readonly ProfileType[]

// The administration pages are for administrators; anyone else who opens the address is told so
// under the page's title (the server refuses them anyway: 403).
export function AdminOnly({
  title,
  notAllowed,
  profiles = adminProfiles,
  children,
}: {
  title: string
  notAllowed: string
  profiles?: readonly ProfileType[]
  children: (me: Me) => ReactNode
}) {
  const { data: me } = useSuspenseQuery(meQuery)
  if (!me) return null
  if (isOneOf(me.meta.userPermission.profileType, profiles)) return children(me)
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Alert severity="info">{notAllowed}</Alert>
    </Box>
  )
}
