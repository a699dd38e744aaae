import { useState, type ReactNode } from 'react'
import { Box, MenuItem, Stack, TextField } from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { documentStatuses } from '@nido/domain/contracts/manager-documents'
import { isDirectorOrCoordinator } from '@/session/access'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { LoadState, MoreButton, PageTitle } from '@/ui/load-state'
import { DocumentsTable } from '../components/documents-table'
import { schoolDocumentsQuery, type StatusFilter } from '../queries'
import '../i18n'

// Spec 000 §2 /manager/admin/children/documents and /manager/admin/documents: the current
// school's documents of the children the actor reaches, latest first, a page at a time. It opens
// on the families' uploads waiting for a decision (Received), decided here in the row; each
// child's name leads to their documents tab.

const filters: readonly StatusFilter[] = ['all', ...documentStatuses]

/** `nav`: the links between the file lists, given by app/ (features do not import each other). */
export default function SchoolDocumentsPage({ nav }: { nav?: ReactNode }) {
  const { t } = useTranslation('managerDocuments')
  const me = useSignedInMe()
  const [status, setStatus] = useState<StatusFilter>('Received')
  const query = useInfiniteQuery(schoolDocumentsQuery(me.user.id, me.current.schoolId, status))
  const mayWrite = !me.user.observer && isDirectorOrCoordinator(me.meta.userPermission.profileType)
  const rows = query.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 1100 }}>
      <PageTitle title={t('school.title')} />
      {nav}
      <Stack direction="row" sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('school.filter')}
          value={status}
          onChange={(e) => setStatus(e.target.value as StatusFilter)}
          sx={{ minWidth: 240 }}
        >
          {filters.map((f) => (
            <MenuItem key={f} value={f}>
              {f === 'all' ? t('school.all') : t(`statuses.${f}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <span id="school-documents-title" hidden>
        {t('school.list')}
      </span>
      <LoadState query={{ ...query, data: null }}>
        {() =>
          rows.length === 0 ? (
            <EmptyState text={t(status === 'Received' ? 'school.noneToDecide' : 'school.empty')} />
          ) : (
            <>
              <DocumentsTable
                userId={me.user.id}
                rows={rows}
                labelledBy="school-documents-title"
                withChild
                mayWrite={mayWrite}
              />
              <MoreButton query={query} />
            </>
          )
        }
      </LoadState>
    </Box>
  )
}
