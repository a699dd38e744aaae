import { useState } from 'react'
import {
  Button,
  Chip,
  CircularProgress,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ServiceOption } from '@nido/domain/contracts/manager-structure'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { EmptyState } from '@/ui/empty-state'
import { useToast } from '@/ui/toast'
import { ManagerPage } from '../components/page-state'
import { ServiceOptionDialog } from '../components/service-option-dialog'
import { formatMoney } from '@/ui/money'
import { serviceOptionsQuery, useArchiveServiceOption } from '../queries'
import '../i18n'

// Spec 000 §2 /manager/admin/pricing (docs/manager.md "Pricing"): the service options of the
// current school, by name, a page at a time; directors and coordinators add, change and archive
// them (observers read).

type Status = 'current' | 'archived'

export default function PricingPage() {
  const { t } = useTranslation('managerStructure')
  const toast = useToast()
  const me = useSignedInMe()
  const userId = me.user.id
  const readOnly = me.user.observer
  const [status, setStatus] = useState<Status>('current')
  const [editing, setEditing] = useState<{ option: ServiceOption | null } | null>(null)
  const [archiving, setArchiving] = useState<ServiceOption | null>(null)
  const query = useInfiniteQuery(serviceOptionsQuery(userId, me.current.schoolId, status))
  const archive = useArchiveServiceOption(userId)
  const options = query.data?.pages.flatMap((p) => p.items) ?? []
  const language = currentLanguage()
  const unit = (o: ServiceOption) =>
    o.priceUnit === 'other' && o.priceUnitLabel ? o.priceUnitLabel : t(`pricing.priceUnits.${o.priceUnit}`)

  return (
    <ManagerPage
      title={t('pricing.title')}
      query={{ ...query, data: null }}
      actions={
        !readOnly && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ option: null })}>
            {t('pricing.add')}
          </Button>
        )
      }
    >
      {() => (
        <>
          <Tabs value={status} onChange={(_, v: Status) => setStatus(v)} sx={{ mb: 2 }}>
            <Tab value="current" label={t('pricing.current')} />
            <Tab value="archived" label={t('pricing.archived')} />
          </Tabs>
          {options.length === 0 ? (
            <EmptyState text={t(status === 'current' ? 'pricing.empty' : 'pricing.emptyArchived')} />
          ) : (
            <Table aria-label={t('pricing.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('pricing.name')}</TableCell>
                  <TableCell>{t('pricing.category')}</TableCell>
                  <TableCell>{t('pricing.pricingUnit')}</TableCell>
                  <TableCell align="right">{t('pricing.price')}</TableCell>
                  <TableCell>{t('pricing.state')}</TableCell>
                  {!readOnly && status === 'current' && <TableCell>{t('actions')}</TableCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {options.map((o) => (
                  <TableRow key={o.id}>
                    <TableCell component="th" scope="row">
                      {o.name}
                    </TableCell>
                    <TableCell>{t(`pricing.categories.${o.category ?? 'care'}`)}</TableCell>
                    <TableCell>{t(`pricing.pricingUnits.${o.pricingUnit}`)}</TableCell>
                    <TableCell align="right">
                      {t('pricing.pricePer', {
                        price: formatMoney(o.unitPriceCents, o.currency, language),
                        unit: unit(o),
                      })}
                    </TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={t(
                          o.archivedAt
                            ? 'pricing.archivedState'
                            : o.active
                              ? 'pricing.activeState'
                              : 'pricing.inactiveState',
                        )}
                      />
                    </TableCell>
                    {!readOnly && status === 'current' && (
                      <TableCell>
                        <Stack direction="row" spacing={1}>
                          <Button
                            aria-label={t('pricing.editOf', { name: o.name })}
                            onClick={() => setEditing({ option: o })}
                          >
                            {t('edit')}
                          </Button>
                          <Button
                            color="error"
                            aria-label={t('pricing.archiveOf', { name: o.name })}
                            onClick={() => setArchiving(o)}
                          >
                            {t('pricing.archive')}
                          </Button>
                        </Stack>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {query.hasNextPage && (
            <Button
              sx={{ mt: 2 }}
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? (
                <CircularProgress size={16} aria-label={t('loading')} />
              ) : (
                t('more')
              )}
            </Button>
          )}
          {editing && (
            <ServiceOptionDialog userId={userId} option={editing.option} onClose={() => setEditing(null)} />
          )}
          <ConfirmDialog
            open={archiving !== null}
            title={t('pricing.archiveTitle', { name: archiving?.name ?? '' })}
            text={t('pricing.archiveText')}
            confirm={t('pricing.archive')}
            busy={archive.isPending}
            onConfirm={() =>
              archiving &&
              archive.mutate(archiving.id, {
                onSuccess: () => toast.success(t('pricing.archivedToast', { name: archiving.name })),
                onError: (e) => toast.apiError(e),
                onSettled: () => setArchiving(null),
              })
            }
            onClose={() => setArchiving(null)}
          />
        </>
      )}
    </ManagerPage>
  )
}
