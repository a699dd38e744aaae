import { Suspense, useState, type ComponentType } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Stack,
  Typography,
} from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ChildWithoutGuardian } from '@nido/domain/contracts/data-protection'
import { useErrorText } from '@/ui/error-text'
import { childrenWithoutGuardianQuery } from '../queries'
import { ManagersOnly } from '../components/managers-only'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

// The children of the actor's schools nobody is guardian of (docs/security.md "Erasure"): an
// erasure can leave a child with no one to sign in for them, pick them up or give photo consent.
// Staff link a guardian again with the invitation (docs/invitations.md): its mail or PDF carries
// the child's key, and the relative who adds the child with it becomes their guardian. The
// invitation dialog is the invitations feature's, handed in by app/ (features do not import
// each other).

export type InviteDialogComponent = ComponentType<{
  userId: string
  childId: string
  pro: boolean
  onClose: () => void
}>

export default function ChildrenWithoutGuardianPage({
  InviteDialog,
}: {
  InviteDialog: InviteDialogComponent
}) {
  const { t } = useTranslation('dataProtection')
  return (
    <ManagersOnly title={t('guardianless.title')} notAllowed={t('guardianless.notAllowed')}>
      {(me) => <Children userId={me.user.id} readOnly={me.user.observer} InviteDialog={InviteDialog} />}
    </ManagersOnly>
  )
}

function Children({
  userId,
  readOnly,
  InviteDialog,
}: {
  userId: string
  readOnly: boolean
  InviteDialog: InviteDialogComponent
}) {
  const { t } = useTranslation('dataProtection')
  const errorText = useErrorText()
  const list = useQuery(childrenWithoutGuardianQuery(userId))
  const [inviting, setInviting] = useState<string | null>(null)
  const items = list.data?.items ?? []
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('guardianless.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('guardianless.intro')}
      </Typography>
      {list.isPending && <CircularProgress aria-label={t('guardianless.title')} />}
      {list.error && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.isSuccess && items.length === 0 && <EmptyState text={t('guardianless.empty')} />}
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((child) => (
          <ChildCard
            key={child.id}
            child={child}
            readOnly={readOnly}
            onInvite={() => setInviting(child.id)}
          />
        ))}
      </Stack>
      {inviting && (
        <Suspense fallback={null}>
          <InviteDialog userId={userId} childId={inviting} pro onClose={() => setInviting(null)} />
        </Suspense>
      )}
    </Box>
  )
}

function ChildCard({
  child,
  readOnly,
  onInvite,
}: {
  child: ChildWithoutGuardian
  readOnly: boolean
  onInvite: () => void
}) {
  const { t } = useTranslation('dataProtection')
  const name = `${child.firstname} ${child.lastname}`
  return (
    <Card variant="outlined" component="li" aria-label={name}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {name}
        </Typography>
        <Typography color="text.secondary">
          {[child.school.name, ...child.sections.map((s) => s.name)].join(' · ')}
        </Typography>
      </CardContent>
      {!readOnly && (
        <CardActions>
          <Button onClick={onInvite} aria-label={t('guardianless.inviteFor', { name })}>
            {t('guardianless.invite')}
          </Button>
        </CardActions>
      )}
    </Card>
  )
}
