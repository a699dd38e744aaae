import type { ReactNode } from 'react'
import { Alert, Box, Typography } from '@mui/material'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Me } from '@nido/domain/contracts/me'
import { isOneOf } from '@nido/domain/access/roles'
import { meQuery } from '@/session/session'

// The rate tables are for super and group admins (decision 0033); anyone else who opens the
// address is told so under the title (the server refuses them anyway: 403).
export function AdminOnlyPage({
  title,
  notAllowed,
  children,
}: {
  title: string
  notAllowed: string
  children: (me: Me) => ReactNode
}) {
  const { data: me } = useSuspenseQuery(meQuery)
  if (!me) return null
  if (isOneOf(me.meta.userPermission.profileType, ['SUPER_ADMIN', 'GROUP_ADMIN'])) return children(me)
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Alert severity="info">{notAllowed}</Alert>
    </Box>
  )
}
