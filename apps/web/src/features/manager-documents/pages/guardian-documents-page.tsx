import { Box, Link, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { GuardianDocuments } from '@nido/domain/contracts/manager-documents'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { formatDate } from '@/ui/format'
import { LoadState, PageTitle } from '@/ui/load-state'
import { RequestCard } from '../components/request-card'
import { guardianDocumentsQuery, guardianPdfUrl } from '../queries'
import '../i18n'

// Spec 000 §2 /manager/guardian/documents, §6 guardian manager menu: for the current child, the
// papers the nursery sent to the family (each a PDF to download), and each paper asked of them
// with its instructions, the status of their latest upload (and the reason of a refusal), an
// upload (a PDF or a photo) and the withdrawal of one not decided yet. The server answers 404 to
// anyone who does not hold the child's contract.

export default function GuardianDocumentsPage() {
  const { t } = useTranslation('managerDocuments')
  const me = useSignedInMe()
  const childId = me.current.childId
  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 1100 }}>
      <PageTitle title={t('guardian.title')} />
      {childId ? (
        <Documents userId={me.user.id} childId={childId} />
      ) : (
        <EmptyState text={t('guardian.noChild')} />
      )}
    </Box>
  )
}

function Documents({ userId, childId }: { userId: string; childId: string }) {
  const query = useQuery(guardianDocumentsQuery(userId, childId))
  return (
    <LoadState query={query}>
      {(data) => (
        <Stack spacing={4}>
          <Requests userId={userId} childId={childId} requests={data.requests} />
          <Sent childId={childId} sent={data.sent} />
        </Stack>
      )}
    </LoadState>
  )
}

function Requests({
  userId,
  childId,
  requests,
}: {
  userId: string
  childId: string
  requests: GuardianDocuments['requests']
}) {
  const { t } = useTranslation('managerDocuments')
  return (
    <section aria-labelledby="requests-title">
      <Typography id="requests-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('guardian.requests')}
      </Typography>
      {requests.length === 0 ? (
        <EmptyState compact text={t('guardian.requestsEmpty')} />
      ) : (
        <Stack spacing={2}>
          {requests.map((r) => (
            <RequestCard key={r.template.id} userId={userId} childId={childId} request={r} />
          ))}
        </Stack>
      )}
    </section>
  )
}

function Sent({ childId, sent }: { childId: string; sent: GuardianDocuments['sent'] }) {
  const { t } = useTranslation('managerDocuments')
  const language = currentLanguage()
  return (
    <section aria-labelledby="sent-title">
      <Typography id="sent-title" variant="h5" component="h2" sx={{ mb: 1 }}>
        {t('guardian.sent')}
      </Typography>
      {sent.length === 0 ? (
        <EmptyState compact text={t('guardian.sentEmpty')} />
      ) : (
        <Paper variant="outlined">
          <List aria-labelledby="sent-title">
            {sent.map((d) => (
              <ListItem
                key={d.id}
                secondaryAction={
                  <Link
                    href={guardianPdfUrl(childId, d.id)}
                    download
                    aria-label={t('documents.pdfNamed', { name: d.name })}
                  >
                    {t('documents.pdf')}
                  </Link>
                }
              >
                <ListItemText
                  primary={d.name}
                  secondary={t('guardian.sentOn', {
                    date: formatDate(new Date(d.sentAt ?? d.createdAt), language),
                  })}
                />
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
    </section>
  )
}
