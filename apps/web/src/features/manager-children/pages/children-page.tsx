import { useDeferredValue, useState } from 'react'
import {
  Box,
  Button,
  Chip,
  Link,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { formatCalendarDate } from '@/ui/format'
import { isDirectorOrCoordinator } from '@/session/access'
import { LoadState, MoreButton, PageTitle } from '@/ui/load-state'
import { FilesNav } from '../components/page-frame'
import { childrenQuery, type FileFilter } from '../queries'
import '../i18n'

// Spec 000 §2 /manager/admin/children, §6 teachers, directors and coordinators (docs/manager-
// children.md): the current school's children in the actor's scope, by name, a page at a time,
// searched by name and filtered by whether their manager file exists; each opens its file.

const filters: readonly FileFilter[] = ['all', 'with', 'without']

export default function ManagerChildrenPage() {
  const { t } = useTranslation('managerChildren')
  const me = useSignedInMe()
  const [file, setFile] = useState<FileFilter>('all')
  const [search, setSearch] = useState('')
  const q = useDeferredValue(search.trim())
  const query = useInfiniteQuery(childrenQuery(me.user.id, me.current.schoolId, file, q))
  const children = query.data?.pages.flatMap((p) => p.items) ?? []
  const language = currentLanguage()
  // Children are created by directors and coordinators who are not observers (the server decides).
  const mayCreate = isDirectorOrCoordinator(me.meta.userPermission.profileType) && !me.user.observer

  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 1100 }}>
      <PageTitle title={t('children.title')} />
      <FilesNav />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          label={t('search')}
          type="search"
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <TextField
          select
          label={t('children.filter')}
          size="small"
          value={file}
          onChange={(e) => setFile(e.target.value as FileFilter)}
          sx={{ minWidth: 200 }}
        >
          {filters.map((f) => (
            <MenuItem key={f} value={f}>
              {t(`children.filters.${f}`)}
            </MenuItem>
          ))}
        </TextField>
        {mayCreate && (
          <Button component={RouterLink} to="/manager/admin/children/new" variant="contained">
            {t('children.new')}
          </Button>
        )}
      </Stack>
      <LoadState query={{ ...query, data: null }}>
        {() =>
          children.length === 0 ? (
            <EmptyState text={t('children.empty')} />
          ) : (
            <>
              <Table aria-label={t('children.list')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('children.name')}</TableCell>
                    <TableCell>{t('children.birthDate')}</TableCell>
                    <TableCell>{t('children.file')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {children.map((child) => (
                    <TableRow key={child.id}>
                      <TableCell component="th" scope="row">
                        <Link component={RouterLink} to={`/manager/admin/children/${child.id}`}>
                          {child.firstname} {child.lastname}
                        </Link>
                      </TableCell>
                      <TableCell>
                        {child.birthDate ? formatCalendarDate(child.birthDate, language) : ''}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={child.hasFile ? 'success' : 'default'}
                          variant={child.hasFile ? 'filled' : 'outlined'}
                          label={t(child.hasFile ? 'children.hasFile' : 'children.noFile')}
                        />
                      </TableCell>
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
