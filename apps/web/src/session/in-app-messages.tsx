import { useEffect, useState } from 'react'
import { Box, Button, Dialog, DialogActions, DialogContent, Link } from '@mui/material'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { contracts } from '@nido/domain/contracts/index'
import type { InAppMessage } from '@nido/domain/contracts/in-app-messages'
import type { Me } from '@nido/domain/contracts/me'
import { api } from '../api/client'
import { sanitizeHtml } from '../ui/safe-html'
import { toastApiError } from '../ui/toast'
import { inAppMessagesQuery } from './queries'

// Spec 000 §4/§9: in-app messages one at a time; the button is usable only after 5 s, then reads
// Next (more to come) or Close (the last); each dismissal is stored and moves on.
export const inAppMessageDelayMs = 5000

export function InAppMessages({ me }: { me: Me }) {
  const queryClient = useQueryClient()
  const query = inAppMessagesQuery(me)
  const { data } = useQuery(query)
  const dismiss = useMutation({
    mutationFn: (id: string) => api(contracts.inAppMessages.dismiss, { params: { id } }),
    onMutate: (id) => {
      // Move on at once; the dismissal is idempotent on the server.
      queryClient.setQueryData(
        query.queryKey,
        (old) => old && { items: old.items.filter((m) => m.id !== id) },
      )
    },
    onError: (error) => toastApiError(error, 'POST'),
  })
  const [current, ...rest] = data?.items ?? []
  if (!current) return null
  return (
    <MessageDialog
      key={current.id}
      message={current}
      last={rest.length === 0}
      onDone={() => dismiss.mutate(current.id)}
    />
  )
}

function MessageDialog({
  message,
  last,
  onDone,
}: {
  message: InAppMessage
  last: boolean
  onDone: () => void
}) {
  const { t } = useTranslation('session')
  const [remaining, setRemaining] = useState(Math.ceil(inAppMessageDelayMs / 1000))
  useEffect(() => {
    if (remaining <= 0) return
    const timer = window.setTimeout(() => setRemaining((r) => r - 1), 1000)
    return () => window.clearTimeout(timer)
  }, [remaining])
  const ready = remaining <= 0
  const titleId = `in-app-message-${message.id}`
  return (
    <Dialog open maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <DialogContent>
        <Box
          id={titleId}
          lang={message.language.replace('_', '-')}
          sx={{ '& h1, & h2, & h3': { mt: 0 } }}
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(message.contentHtml) }}
        />
        {message.button?.url && /^https?:/i.test(message.button.url) && (
          <Link href={message.button.url} target="_blank" rel="noopener noreferrer">
            {message.button.title}
          </Link>
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" disabled={!ready} onClick={onDone}>
          {ready
            ? last
              ? t('inAppMessage.close')
              : t('inAppMessage.next')
            : t('inAppMessage.wait', { seconds: remaining })}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
