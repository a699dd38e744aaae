import { useState } from 'react'
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Box,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { ManagerGuardianItem } from '@nido/domain/contracts/manager-children'
import { currentLanguage } from '@/i18n/index'
import { EmptyState } from '@/ui/empty-state'
import { formatCalendarDate } from '@/ui/format'
import { formatMoney } from '@/ui/money'
import { useToast } from '@/ui/toast'
import { downloadMedia } from '@/ui/upload/media-url'
import { LoadState, MoreButton } from '@/ui/load-state'
import { resourcesCurrency } from './forms'
import { resourcesQuery } from '../queries'
import { ResourceDialog } from './resource-dialog'
import '../i18n'

// A guardian's household resources in the current school, newest validity first, a page at a
// time (docs/manager-children.md); directors and coordinators who may write record a new row.

export function ResourcesHistory({
  userId,
  guardian,
  onClose,
}: {
  userId: string
  guardian: ManagerGuardianItem
  onClose: () => void
}) {
  const { t } = useTranslation('managerChildren')
  const toast = useToast()
  const [adding, setAdding] = useState(false)
  const query = useInfiniteQuery(resourcesQuery(userId, guardian.id))
  const rows = query.data?.pages.flatMap((p) => p.items) ?? []
  const language = currentLanguage()
  const name = `${guardian.firstname} ${guardian.lastname}`
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="resources-title">
      <DialogTitle id="resources-title">{t('resources.title', { name })}</DialogTitle>
      <DialogContent>
        <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
          <DialogContentText sx={{ flexGrow: 1 }}>{t('resources.intro')}</DialogContentText>
          {guardian.canEdit && (
            <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {t('resources.add')}
            </Button>
          )}
        </Stack>
        <LoadState query={{ ...query, data: null }}>
          {() =>
            rows.length === 0 ? (
              <EmptyState compact text={t('resources.empty')} />
            ) : (
              <>
                <Table size="small" aria-labelledby="resources-title">
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('resources.validFrom')}</TableCell>
                      <TableCell align="right">{t('resources.amountShort')}</TableCell>
                      <TableCell align="right">{t('resources.childrenInCharge')}</TableCell>
                      <TableCell>{t('resources.aeehShort')}</TableCell>
                      <TableCell>{t('resources.source')}</TableCell>
                      <TableCell>{t('resources.proofNote')}</TableCell>
                      <TableCell>{t('resources.recordedBy')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.map((r) => (
                      <TableRow key={r.id}>
                        <TableCell component="th" scope="row">
                          {formatCalendarDate(r.validFrom, language)}
                        </TableCell>
                        <TableCell align="right">
                          {formatMoney(r.monthlyAmountCents, resourcesCurrency, language)}
                        </TableCell>
                        <TableCell align="right">{r.childrenInCharge}</TableCell>
                        <TableCell>{t(r.aeeh ? 'resources.yes' : 'resources.no')}</TableCell>
                        <TableCell>{t(`resources.sources.${r.source}`)}</TableCell>
                        <TableCell>
                          {r.proofNote ?? ''}
                          {r.proofs.map((file) => (
                            <Box key={file.id}>
                              <Link
                                component="button"
                                type="button"
                                onClick={() => void downloadMedia(file.id).catch((e) => toast.apiError(e))}
                              >
                                {file.fileName}
                              </Link>
                            </Box>
                          ))}
                        </TableCell>
                        <TableCell>
                          {r.recordedBy ? `${r.recordedBy.firstname} ${r.recordedBy.lastname}` : ''}
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
        {adding && (
          <ResourceDialog userId={userId} guardianId={guardian.id} onClose={() => setAdding(false)} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('resources.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
