import { Button, CircularProgress, List, ListItem, ListItemText } from '@mui/material'
import { useToast } from '@/ui/toast'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/i18n/index'
import { ErrorBlock } from '@/ui/error-block'
import { formatDateTime } from '@/ui/format'
import { invitationsQuery, useResendActivation } from '../queries'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

// The invitations tab of /team (spec 000 §6 "Team manager, groups and invitations"; docs/team.md):
// staff of the actor's schools who have not activated their account, with the last activation mail.

export function InvitationsList({ userId, readOnly }: { userId: string; readOnly: boolean }) {
  const { t } = useTranslation('team')
  const toast = useToast()
  const query = useInfiniteQuery(invitationsQuery(userId))
  const resend = useResendActivation(userId)
  const items = query.data?.pages.flatMap((p) => p.items) ?? []
  if (query.isPending) return <CircularProgress aria-label={t('loading')} />
  if (query.isError)
    return <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
  if (items.length === 0) return <EmptyState compact text={t('emptyInvitations')} />
  return (
    <>
      <List aria-label={t('invitationsList')}>
        {items.map((i) => (
          <ListItem
            key={i.id}
            divider
            secondaryAction={
              readOnly ? undefined : (
                <Button
                  size="small"
                  disabled={resend.isPending}
                  aria-label={t('resendTo', { name: `${i.firstname} ${i.lastname}` })}
                  onClick={() =>
                    resend.mutate(i.id, {
                      onSuccess: () =>
                        toast.success(t('resentToast', { name: `${i.firstname} ${i.lastname}` })),
                      onError: (e) => toast.apiError(e),
                    })
                  }
                >
                  {t('resendShort')}
                </Button>
              )
            }
          >
            <ListItemText
              primary={`${i.firstname} ${i.lastname} · ${t(`profile.${i.profile}`)}`}
              secondary={[
                i.email,
                i.lastSentAt
                  ? t('lastSent', { date: formatDateTime(new Date(i.lastSentAt), currentLanguage()) }) +
                    (i.expired ? ` (${t('expired')})` : '')
                  : t('neverSent'),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {query.hasNextPage && (
        <Button sx={{ mt: 2 }} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('more')}
        </Button>
      )}
    </>
  )
}
