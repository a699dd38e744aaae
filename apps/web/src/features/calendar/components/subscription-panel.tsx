import { useState } from 'react'
import {
  Alert,
  Button,
  CircularProgress,
  IconButton,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material'
import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/i18n/index'
import { ErrorBlock } from '@/ui/error-block'
import { formatDateTime } from '@/ui/format'
import { useToast } from '@/ui/toast'
import { subscriptionQuery, useSubscribe, useUnsubscribe } from '../queries'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import '../i18n'

// The private iCalendar URL (docs/calendar.md). Only a hash of its token is stored, so the address is shown
// once, right after it is made; afterwards the panel says since when it exists and offers a new
// one (the old one stops) or revocation.

export function SubscriptionPanel({ userId }: { userId: string }) {
  const { t } = useTranslation('calendar')
  const toast = useToast()
  const state = useQuery(subscriptionQuery(userId))
  const subscribe = useSubscribe(userId)
  const unsubscribe = useUnsubscribe(userId)
  const [url, setUrl] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const language = currentLanguage()

  function make() {
    subscribe.mutate(undefined, {
      onSuccess: (answer) => {
        if (answer.path) setUrl(new URL(answer.path, window.location.origin).toString())
      },
      onError: (e) => toast.apiError(e),
    })
  }

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value)
      toast.success(t('subscription.copied'))
    } catch {
      // No clipboard (insecure context): the field stays selected for a manual copy.
    }
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="calendar-subscription-title"
      sx={{ p: 2, mt: 3 }}
    >
      <Typography id="calendar-subscription-title" variant="h6" component="h2">
        {t('subscription.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('subscription.help')}
      </Typography>
      {state.isPending ? (
        <CircularProgress size={24} aria-label={t('loading')} />
      ) : state.isError ? (
        <ErrorBlock title={t('loadFailed')} error={state.error} onRetry={() => void state.refetch()} />
      ) : (
        <Stack spacing={2}>
          {url && (
            <>
              <TextField
                label={t('subscription.url')}
                value={url}
                onFocus={(e) => e.target.select()}
                slotProps={{
                  htmlInput: { readOnly: true },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        <IconButton aria-label={t('subscription.copy')} onClick={() => void copy(url)}>
                          <ContentCopyIcon />
                        </IconButton>
                      </InputAdornment>
                    ),
                  },
                }}
              />
              <Alert severity="info">{t('subscription.onceOnly')}</Alert>
            </>
          )}
          {state.data.active && state.data.createdAt ? (
            <Typography variant="body2">
              {t('subscription.activeSince', {
                date: formatDateTime(new Date(state.data.createdAt), language),
              })}
              {' · '}
              {state.data.lastUsedAt
                ? t('subscription.lastUsed', {
                    date: formatDateTime(new Date(state.data.lastUsedAt), language),
                  })
                : t('subscription.neverUsed')}
            </Typography>
          ) : (
            <Typography variant="body2">{t('subscription.inactive')}</Typography>
          )}
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" disabled={subscribe.isPending} onClick={make}>
              {t(state.data.active ? 'subscription.renew' : 'subscription.create')}
            </Button>
            {state.data.active && (
              <Button color="error" onClick={() => setConfirming(true)}>
                {t('subscription.revoke')}
              </Button>
            )}
          </Stack>
          {state.data.active && (
            <Typography variant="caption" color="text.secondary">
              {t('subscription.renewHelp')}
            </Typography>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('subscription.revokeTitle')}
        text={t('subscription.revokeText')}
        confirm={t('subscription.revoke')}
        busy={unsubscribe.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          unsubscribe.mutate(undefined, {
            onSuccess: () => {
              setUrl(null)
              setConfirming(false)
              toast.success(t('subscription.revoked'))
            },
            onError: (e) => toast.apiError(e),
          })
        }
      />
    </Paper>
  )
}
