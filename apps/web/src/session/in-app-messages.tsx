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

// Spec 000 §4/§9: in-app messages one at a time; the button reads Next (more to come) or Close
// (the last); each dismissal is stored and moves on. The spec's 5-second wait before the button
// works is not kept: a welcome message that holds a parent on a phone reads as a fault, and
// the message stays until it is dismissed anyway (decision 0047).

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
        <Button variant="contained" onClick={onDone}>
          {last ? t('inAppMessage.close') : t('inAppMessage.next')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
