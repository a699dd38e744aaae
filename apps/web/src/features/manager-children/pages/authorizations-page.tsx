import { useDeferredValue, useState } from 'react'
import { Box, Link, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField } from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { authorizationKinds } from '@nido/domain/enums/manager-children'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { LoadState, MoreButton, PageTitle } from '@/ui/load-state'
import { AnswerChip } from '../components/authorization-list'
import { FilesNav } from '../components/page-frame'
import { authorizationTableQuery } from '../queries'
import '../i18n'

// Spec 000 §2 /manager/admin/authorizations (docs/manager-children.md): the current school's
// children × Photos, Outings, Care, by name, a page at a time; a child's row opens their
// authorizations tab, where the answers are recorded.

export default function ManagerAuthorizationsPage() {
  const { t } = useTranslation('managerChildren')
  const me = useSignedInMe()
  const [search, setSearch] = useState('')
  const q = useDeferredValue(search.trim())
  const query = useInfiniteQuery(authorizationTableQuery(me.user.id, me.current.schoolId, q))
  const rows = query.data?.pages.flatMap((p) => p.items) ?? []

  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 1100 }}>
      <PageTitle title={t('authorizations.title')} />
      <FilesNav />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          label={t('search')}
          type="search"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </Stack>
      <LoadState query={{ ...query, data: null }}>
        {() =>
          rows.length === 0 ? (
            <EmptyState text={t('authorizations.empty')} />
          ) : (
            <>
              <Table aria-label={t('authorizations.tableLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('authorizations.child')}</TableCell>
                    {authorizationKinds.map((k) => (
                      <TableCell key={k}>{t(`authorizations.kinds.${k}`)}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row) => (
                    <TableRow key={row.child.id}>
                      <TableCell component="th" scope="row">
                        <Link
                          component={RouterLink}
                          to={`/manager/admin/children/${row.child.id}/authorizations`}
                        >
                          {row.child.firstname} {row.child.lastname}
                        </Link>
                      </TableCell>
                      {authorizationKinds.map((k) => {
                        const answer = row.items.find((a) => a.kind === k)
                        return <TableCell key={k}>{answer && <AnswerChip answer={answer} />}</TableCell>
                      })}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <MoreButton query={query} />
            </>
          )
        }
      </LoadState>
    </Box>
  )
}
