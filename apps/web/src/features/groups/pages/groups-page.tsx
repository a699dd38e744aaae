import { useState } from 'react'
import { Box, Button, CircularProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { GroupItem } from '@nido/domain/contracts/groups'
import { useSignedInMe } from '@/session/session'
import { ErrorBlock } from '@/ui/error-block'
import { GroupDialog } from '../components/group-dialog'
import { groupsQuery } from '../queries'
import '../i18n'

// /admin/groups (docs/administration.md "Groups"): the groups the admin administers, by name,
// with the way to each one's brand and schools. Super admins create and rename groups; a group
// admin sees their own group, read-only.

export default function GroupsPage() {
  const { t } = useTranslation('groups')
  const me = useSignedInMe()
  const userId = me.user.id
  const isSuper = me.meta.userPermission.profileType === 'SUPER_ADMIN'
  const query = useInfiniteQuery(groupsQuery(userId))
  const groups = query.data?.pages.flatMap((p) => p.items) ?? []
  const [editing, setEditing] = useState<{ group: GroupItem | null } | null>(null)

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        {isSuper && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ group: null })}>
            {t('new')}
          </Button>
        )}
      </Stack>
      {query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('loadError')} error={query.error} onRetry={() => void query.refetch()} />
      ) : groups.length === 0 ? (
        <Typography color="text.secondary">{t('empty')}</Typography>
      ) : (
        <List aria-label={t('title')}>
          {groups.map((group) => (
            <ListItem key={group.id} divider sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText primary={group.name} secondary={t('schoolCount', { count: group.schoolCount })} />
              {group.brandId && (
                <Button
                  component={RouterLink}
                  to={`/admin/brands/${group.brandId}`}
                  aria-label={t('brandOf', { name: group.name })}
                >
                  {t('brand')}
                </Button>
              )}
              <Button
                component={RouterLink}
                to={`/admin/schools?groupId=${group.id}`}
                aria-label={t('schoolsOf', { name: group.name })}
              >
                {t('schools')}
              </Button>
              {isSuper && (
                <Button
                  onClick={() => setEditing({ group })}
                  aria-label={t('renameOf', { name: group.name })}
                >
                  {t('rename')}
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      {query.hasNextPage && (
        <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('more')}
        </Button>
      )}
      {editing && <GroupDialog userId={userId} group={editing.group} onClose={() => setEditing(null)} />}
    </Box>
  )
}
