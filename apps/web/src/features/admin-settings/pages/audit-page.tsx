import { useState } from 'react'
import {
  Box,
  Button,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { zAuditQuery } from '@nido/domain/contracts/audit'
import { currentLanguage } from '@/i18n/index'
import { ErrorBlock } from '@/ui/error-block'
import { formResolver } from '@/ui/form/resolver'
import { FormTextField } from '@/ui/form/text-field'
import { formatDateTime } from '@/ui/format'
import { AdminOnly } from '../components/admin-only'
import { SchoolPicker, type PickedSchool } from '../components/school-picker'
import { auditExportUrl, auditQuery, type AuditFilters } from '../queries'
import '../i18n'

// /admin/audit (docs/administration-settings.md "Audit log"): filters by person, school, action
// (or its start) and days; newest first, a page at a time ("Show more"). The server decides what
// a group admin sees.

/** The filter form, checked with the contract's own rules (an empty field is no filter). */
const optional = <T extends z.ZodType>(rule: T) => z.union([z.literal(''), rule])
const zFilterForm = z.object({
  person: optional(zAuditQuery.shape.person.unwrap()),
  action: optional(zAuditQuery.shape.action.unwrap()),
  from: optional(zAuditQuery.shape.from.unwrap()),
  to: optional(zAuditQuery.shape.to.unwrap()),
})
type FilterForm = z.infer<typeof zFilterForm>

const empty: FilterForm = { person: '', action: '', from: '', to: '' }

export default function AuditPage() {
  const { t } = useTranslation('adminSettings')
  return (
    <AdminOnly title={t('audit.title')} notAllowed={t('adminOnly')}>
      {(me) => <Audit userId={me.user.id} />}
    </AdminOnly>
  )
}

function Audit({ userId }: { userId: string }) {
  const { t } = useTranslation('adminSettings')
  const language = currentLanguage()
  const [school, setSchool] = useState<PickedSchool | null>(null)
  const [filters, setFilters] = useState<AuditFilters>({ ...empty, schoolId: null })
  const form = useForm<FilterForm>({ defaultValues: empty, resolver: formResolver(zFilterForm) })
  const query = useInfiniteQuery(auditQuery(userId, filters))
  const entries = query.data?.pages.flatMap((p) => p.items) ?? []

  const submit = form.handleSubmit((values) => setFilters({ ...values, schoolId: school?.id ?? null }))

  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        {t('audit.title')}
      </Typography>
      <form noValidate onSubmit={(e) => void submit(e)} aria-label={t('audit.search')}>
        <Stack
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'flex-start' }}
        >
          <FormTextField control={form.control} name="person" label={t('audit.person')} />
          <SchoolPicker userId={userId} label={t('audit.school')} value={school} onChange={setSchool} />
          <FormTextField control={form.control} name="action" label={t('audit.action')} />
          <FormTextField
            control={form.control}
            name="from"
            type="date"
            label={t('audit.from')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormTextField
            control={form.control}
            name="to"
            type="date"
            label={t('audit.to')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button type="submit" variant="contained" sx={{ mt: 1 }}>
            {t('audit.search')}
          </Button>
          <Button component="a" href={auditExportUrl(filters)} download sx={{ mt: 1 }}>
            {t('audit.export')}
          </Button>
        </Stack>
      </form>
      {query.isPending ? (
        <CircularProgress aria-label={t('loading')} />
      ) : query.isError ? (
        <ErrorBlock title={t('loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      ) : entries.length === 0 ? (
        <Typography>{t('audit.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('audit.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('audit.when')}</TableCell>
              <TableCell>{t('audit.who')}</TableCell>
              <TableCell>{t('audit.what')}</TableCell>
              <TableCell>{t('audit.targets')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((e) => (
              <TableRow key={e.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(new Date(e.createdAt), language)}
                </TableCell>
                <TableCell>
                  {e.actor?.name ?? t('audit.system')}
                  {e.impersonator && (
                    <Typography variant="caption" component="div" color="text.secondary">
                      {t('audit.impersonatedBy', { name: e.impersonator.name })}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <code>{e.action}</code>
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  <code>{JSON.stringify(e.targets)}</code>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {query.hasNextPage && (
        <Button sx={{ mt: 2 }} onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {t('more')}
        </Button>
      )}
    </Box>
  )
}
