import {
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { ManagerDocument } from '@nido/domain/contracts/manager-documents'
import { currentLanguage } from '@/i18n/index'
import { formatDate } from '@/ui/format'
import { documentPdfUrl } from '../queries'
import { DocumentActions } from './document-actions'
import { FileLink } from './file-link'
import { StatusChip } from './status-chip'
import '../i18n'

/** A child's documents tab (spec 000 §2 children/{id}/documents). */
export const childDocumentsPath = (childId: string) => `/manager/admin/children/${childId}/documents`

/**
 * The staff's table of documents: a child's (the tab) or the school's (the child's name first,
 * linking to their documents). `mayWrite`: directors and coordinators who are not observers see
 * the actions column.
 */
export function DocumentsTable({
  userId,
  rows,
  labelledBy,
  withChild = false,
  mayWrite,
}: {
  userId: string
  rows: readonly ManagerDocument[]
  labelledBy: string
  withChild?: boolean
  mayWrite: boolean
}) {
  const { t } = useTranslation('managerDocuments')
  const language = currentLanguage()
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-labelledby={labelledBy}>
        <TableHead>
          <TableRow>
            {withChild && (
              <TableCell component="th" scope="col">
                {t('documents.child')}
              </TableCell>
            )}
            <TableCell component="th" scope="col">
              {t('documents.name')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('documents.status')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('documents.date')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('documents.file')}
            </TableCell>
            {mayWrite && (
              <TableCell component="th" scope="col" align="right">
                {t('actions')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((d) => (
            <TableRow key={d.id}>
              {withChild && (
                <TableCell component="th" scope="row">
                  <Link component={RouterLink} to={childDocumentsPath(d.child.id)}>
                    {`${d.child.firstname} ${d.child.lastname}`}
                  </Link>
                </TableCell>
              )}
              <TableCell {...(withChild ? {} : { component: 'th', scope: 'row' })}>
                {d.name}
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {t(`directions.${d.direction}`)}
                </Typography>
              </TableCell>
              <TableCell>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <StatusChip status={d.status} />
                  {d.refusalReason && (
                    <Typography variant="caption">
                      {t('documents.reasonShown', { reason: d.refusalReason })}
                    </Typography>
                  )}
                </Stack>
              </TableCell>
              <TableCell>{formatDate(new Date(d.sentAt ?? d.decidedAt ?? d.createdAt), language)}</TableCell>
              <TableCell>
                <FileLink doc={d} pdfUrl={documentPdfUrl} />
              </TableCell>
              {mayWrite && (
                <TableCell align="right">
                  <DocumentActions userId={userId} doc={d} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
