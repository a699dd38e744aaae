import { Box, Button, CircularProgress, List, Typography } from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorBlock } from '@/ui/error-block'
import { contactsQuery, type ContactListKey } from '../queries'
import { ContactItem } from './contact-item'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

/** One group's contacts with its own loading, empty and error states and a "show more" button. */
export function ContactList({
  userId,
  title,
  hint,
  list,
}: {
  userId: string
  title: string
  hint?: string
  list: ContactListKey
}) {
  const { t } = useTranslation('contacts')
  const headingId = useId()
  const query = useInfiniteQuery(contactsQuery(userId, list))
  const items = query.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
      {query.isPending ? (
        <CircularProgress size={24} aria-label={t('loading')} sx={{ my: 1 }} />
      ) : query.isError ? (
        <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState compact text={list.q ? t('noMatch') : t('empty')} />
      ) : (
        <List aria-labelledby={headingId} disablePadding>
          {items.map((contact) => (
            <ContactItem key={contact.id} userId={userId} contact={contact} />
          ))}
        </List>
      )}
      {query.hasNextPage && (
        <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} sx={{ mt: 1 }}>
          {t('more')}
        </Button>
      )}
    </Box>
  )
}
