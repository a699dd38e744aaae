import { useDeferredValue, useState } from 'react'
import { Box, Button, CircularProgress, List, Stack, Tab, Tabs, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router'
import type { TeamMember } from '@nido/domain/contracts/team'
import { useSignedInMe } from '@/session/session'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { ErrorBlock } from '@/ui/error-block'
import { useToast } from '@/ui/toast'
import { InvitationsList } from '../components/invitations-list'
import { MemberRow } from '../components/member-row'
import { TeamFilters } from '../components/team-filters'
import {
  teamQuery,
  teamSchoolsQuery,
  useResendActivation,
  useSetActive,
  type TeamFilters as Filters,
} from '../queries'
import { editPath, teamReadOnly } from '../team-paths'
import '../i18n'
import { EmptyState } from '@/ui/empty-state'

// Spec 000 §2 /team and §6 "Team manager, groups and invitations" (docs/team.md): the staff of the
// actor's schools, filtered and a page at a time, and the invitations tab (`?tab=invitations`,
// the menu's invitations entry). Under ReadOnly team access or for an observer the page only reads.

export default function TeamPage() {
  const { t } = useTranslation('team')
  const me = useSignedInMe()
  const userId = me.user.id
  const readOnly = teamReadOnly(me)
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'invitations' ? 'invitations' : 'team'
  const schools = useQuery(teamSchoolsQuery(userId, me.meta.structureTreeScope.schoolIds))

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        {!readOnly && (
          <>
            <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to="/team/teacher/new">
              {t('newTeacher')}
            </Button>
            <Button variant="outlined" startIcon={<AddIcon />} component={RouterLink} to="/team/director/new">
              {t('newDirector')}
            </Button>
          </>
        )}
      </Stack>
      <Tabs
        value={tab}
        aria-label={t('tabs.label')}
        onChange={(_, value: string) => setParams(value === 'invitations' ? { tab: 'invitations' } : {})}
        sx={{ mb: 2 }}
      >
        <Tab value="team" label={t('tabs.team')} />
        <Tab value="invitations" label={t('tabs.invitations')} />
      </Tabs>
      {tab === 'team' ? (
        <TeamTab userId={userId} readOnly={readOnly} schools={schools.data ?? []} />
      ) : (
        <InvitationsList userId={userId} readOnly={readOnly} />
      )}
    </Box>
  )
}

function TeamTab({
  userId,
  readOnly,
  schools,
}: {
  userId: string
  readOnly: boolean
  schools: ReadonlyArray<{ id: string; name: string }>
}) {
  const { t } = useTranslation('team')
  const toast = useToast()
  const navigate = useNavigate()
  const [filters, setFilters] = useState<Filters>({ schoolId: '', sectionId: '', profile: '', q: '' })
  const deferred = useDeferredValue(filters)
  const query = useInfiniteQuery(teamQuery(userId, deferred))
  const setActive = useSetActive(userId)
  const resend = useResendActivation(userId)
  const [deactivating, setDeactivating] = useState<TeamMember | null>(null)
  const members = query.data?.pages.flatMap((p) => p.items) ?? []
  const nameOf = (m: TeamMember) => `${m.firstname} ${m.lastname}`

  const change = (member: TeamMember, active: boolean) =>
    setActive.mutate(
      { id: member.id, active },
      {
        onSuccess: () =>
          toast.success(t(active ? 'reactivatedToast' : 'deactivatedToast', { name: nameOf(member) })),
        onError: (e) => toast.apiError(e),
        onSettled: () => setDeactivating(null),
      },
    )

  return (
    <>
      <TeamFilters userId={userId} schools={schools} value={filters} onChange={setFilters} />
      {query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : members.length === 0 ? (
        <EmptyState text={t('empty')} />
      ) : (
        <List aria-label={t('list')}>
          {members.map((member) => (
            <MemberRow
              key={member.id}
              member={member}
              readOnly={readOnly}
              onEdit={() => void navigate(editPath(member))}
              onDeactivate={() => setDeactivating(member)}
              onReactivate={() => change(member, true)}
              onResend={() =>
                resend.mutate(member.id, {
                  onSuccess: () => toast.success(t('resentToast', { name: nameOf(member) })),
                  onError: (e) => toast.apiError(e),
                })
              }
            />
          ))}
        </List>
      )}
      {query.hasNextPage && (
        <Button sx={{ mt: 2 }} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {t('more')}
        </Button>
      )}
      <ConfirmDialog
        open={deactivating !== null}
        title={t('deactivateTitle', { name: deactivating ? nameOf(deactivating) : '' })}
        text={t('deactivateText')}
        confirm={t('deactivate')}
        busy={setActive.isPending}
        onConfirm={() => deactivating && change(deactivating, false)}
        onClose={() => setDeactivating(null)}
      />
    </>
  )
}
