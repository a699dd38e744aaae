import type { ReactNode } from 'react'
import { Alert, Box, Typography } from '@mui/material'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { Me } from '@nido/domain/contracts/me'
import { directorCoordinator, isOneOf } from '@nido/domain/access/roles'
import { meQuery } from '@/session/session'

// The data-protection pages of a school (deletion requests, children without a guardian) are for
// its directors and coordinators (spec 000 §6 query scope by school); anyone else who opens the
// address is told so under the page's title.
export function ManagersOnly({
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
  if (isOneOf(me.meta.userPermission.profileType, directorCoordinator)) return children(me)
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Alert severity="info">{notAllowed}</Alert>
    </Box>
  )
}
