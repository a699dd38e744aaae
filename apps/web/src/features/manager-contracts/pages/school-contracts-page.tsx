import { useState, type ReactNode } from 'react'
import { Box, MenuItem, Stack, TextField } from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { contractDocumentStatuses, type ContractDocumentStatus } from '@nido/domain/enums/manager'
import { useSignedInMe } from '@/session/session'
import { EmptyState } from '@/ui/empty-state'
import { LoadState, MoreButton, PageTitle } from '@/ui/load-state'
import { ContractsTable } from '../components/contracts-table'
import { schoolContractsQuery } from '../queries'
import '../i18n'

// Spec 000 §2 /manager/admin/contracts (docs/manager-contracts.md "Pages"): the current school's
// contracts of the children the actor reaches, latest start first, a page at a time, filtered by
// document status — which wait for the family's signature, which are still drafts. Each opens
// under its child's file.

type Filter = ContractDocumentStatus | 'all'
const filters: readonly Filter[] = ['all', ...contractDocumentStatuses]

/** `nav`: the links between the file lists, given by app/ (features do not import each other). */
export default function SchoolContractsPage({ nav }: { nav?: ReactNode }) {
  const { t } = useTranslation('managerContracts')
  const me = useSignedInMe()
  const [status, setStatus] = useState<Filter>('all')
  const query = useInfiniteQuery(schoolContractsQuery(me.user.id, me.current.schoolId, status))
  const rows = query.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 1100 }}>
      <PageTitle title={t('list.schoolTitle')} />
      {nav}
      <Stack direction="row" sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('list.filter')}
          value={status}
          onChange={(e) => setStatus(e.target.value as Filter)}
          sx={{ minWidth: 220 }}
        >
          {filters.map((f) => (
            <MenuItem key={f} value={f}>
              {f === 'all' ? t('list.all') : t(`documentStatuses.${f}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <span id="school-contracts-title" hidden>
        {t('list.schoolList')}
      </span>
      <LoadState query={{ ...query, data: null }}>
        {() =>
          rows.length === 0 ? (
            <EmptyState text={t('list.schoolEmpty')} />
          ) : (
            <>
              <ContractsTable rows={rows} labelledBy="school-contracts-title" withChild />
              <MoreButton query={query} />
            </>
          )
        }
      </LoadState>
    </Box>
  )
}
