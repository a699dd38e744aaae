import { useState } from 'react'
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { DeletionRequest } from '@nido/domain/contracts/data-protection'
import { deletionRequestStatuses, type DeletionRequestStatus } from '@nido/domain/enums/security'
import { currentLanguage } from '@/i18n/index'
import { useErrorText } from '@/ui/error-text'
import { formatDateTime } from '@/ui/format'
import { useToast } from '@/ui/toast'
import { deletionRequestsQuery, useHandleRequest } from '../queries'
import { ManagersOnly } from '../components/managers-only'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

// The deletion requests of the actor's schools, for directors and coordinators
// (spec 000 §6 query scope by school). Carrying one out anonymises the account; refusing needs a
// reason, which the person receives by e-mail.
export default function DeletionRequestsPage() {
  const { t } = useTranslation('dataProtection')
  return (
    <ManagersOnly title={t('requests.title')} notAllowed={t('requests.notAllowed')}>
      {(me) => <Requests userId={me.user.id} readOnly={me.user.observer} />}
    </ManagersOnly>
  )
}

type Pending = { request: DeletionRequest; decision: 'done' | 'refused' }

function Requests({ userId, readOnly }: { userId: string; readOnly: boolean }) {
  const { t } = useTranslation('dataProtection')
  const [status, setStatus] = useState<DeletionRequestStatus>('open')
  const list = useInfiniteQuery(deletionRequestsQuery(userId, status))
  const errorText = useErrorText()
  const [pending, setPending] = useState<Pending | null>(null)
  const items = list.data?.pages.flatMap((p) => p.items) ?? []

  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 720 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('requests.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('requests.intro')}
      </Typography>
      <Link
        component={RouterLink}
        to="/data-protection/children-without-guardian"
        sx={{ display: 'block', mb: 2 }}
      >
        {t('requests.guardianlessLink')}
      </Link>
      <Tabs value={status} onChange={(_, value: DeletionRequestStatus) => setStatus(value)} sx={{ mb: 2 }}>
        {deletionRequestStatuses.map((s) => (
          <Tab key={s} value={s} label={t(`requests.status.${s}`)} />
        ))}
      </Tabs>
      {list.isPending && <CircularProgress aria-label={t('requests.title')} />}
      {list.error && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.isSuccess && items.length === 0 && <EmptyState text={t('requests.empty')} />}
      <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((request) => (
          <RequestCard
            key={request.id}
            request={request}
            readOnly={readOnly}
            onDecide={(decision) => setPending({ request, decision })}
          />
        ))}
      </Stack>
      {list.hasNextPage && (
        <Button sx={{ mt: 2 }} disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('requests.loadMore')}
        </Button>
      )}
      {pending && <DecisionDialog userId={userId} pending={pending} onClose={() => setPending(null)} />}
    </Box>
  )
}

function RequestCard({
  request,
  readOnly,
  onDecide,
}: {
  request: DeletionRequest
  readOnly: boolean
  onDecide: (decision: 'done' | 'refused') => void
}) {
  const { t } = useTranslation('dataProtection')
  const { t: tr } = useTranslation()
  const language = currentLanguage()
  const name = `${request.user.firstname} ${request.user.lastname}`
  return (
    <Card variant="outlined" component="li" aria-label={name}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {name}
        </Typography>
        <Typography color="text.secondary">
          {[
            request.user.email,
            tr(`profileTypes.${request.user.profileType}`),
            request.school?.name ?? t('requests.noSchool'),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Typography variant="body2">
          {t('requests.askedOn', { date: formatDateTime(new Date(request.createdAt), language) })}
        </Typography>
        {request.handledAt && (
          <Typography variant="body2">
            {t('requests.handledOn', { date: formatDateTime(new Date(request.handledAt), language) })}
          </Typography>
        )}
        {request.reason && (
          <Typography variant="body2">{t('requests.reasonShown', { reason: request.reason })}</Typography>
        )}
      </CardContent>
      {request.status === 'open' && !readOnly && (
        <CardActions>
          <Button color="error" onClick={() => onDecide('done')}>
            {t('requests.accept')}
          </Button>
          <Button onClick={() => onDecide('refused')}>{t('requests.refuse')}</Button>
        </CardActions>
      )}
    </Card>
  )
}

function DecisionDialog({
  userId,
  pending,
  onClose,
}: {
  userId: string
  pending: Pending
  onClose: () => void
}) {
  const { t } = useTranslation('dataProtection')
  const toast = useToast()
  const decide = useHandleRequest(userId)
  const [reason, setReason] = useState('')
  const name = `${pending.request.user.firstname} ${pending.request.user.lastname}`
  const refusing = pending.decision === 'refused'
  const submit = () =>
    decide.mutate(
      {
        id: pending.request.id,
        decision: refusing ? { decision: 'refused', reason: reason.trim() } : { decision: 'done' },
      },
      {
        onSuccess: () => {
          toast.success(refusing ? t('requests.refused') : t('requests.accepted'))
          onClose()
        },
        onError: (error) => toast.apiError(error),
      },
    )
  return (
    <Dialog open onClose={onClose} aria-labelledby="deletion-decision-title" fullWidth maxWidth="sm">
      <DialogTitle id="deletion-decision-title">
        {refusing ? t('requests.refuseTitle', { name }) : t('requests.acceptTitle', { name })}
      </DialogTitle>
      <DialogContent>
        {refusing ? (
          <TextField
            label={t('requests.reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            required
            autoFocus
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        ) : (
          <DialogContentText>{t('requests.acceptText')}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('requests.cancel')}</Button>
        <Button
          color={refusing ? 'primary' : 'error'}
          variant="contained"
          disabled={decide.isPending || (refusing && !reason.trim())}
          onClick={submit}
        >
          {refusing ? t('requests.refuse') : t('requests.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
