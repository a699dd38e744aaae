import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { ImportReport } from '@nido/domain/contracts/directory'
import type { DirectoryKind } from '../upload'
import '../i18n'

// The dry run's (or the import's) answer: what it does to whom, and each row's errors named in
// the user's language (docs/directory-import.md "Errors").

export function ImportSummary({ kind, report }: { kind: DirectoryKind; report: ImportReport }) {
  const { t } = useTranslation('directory')
  const groups = kind === 'families' ? (['children', 'guardians'] as const) : (['staff'] as const)
  return (
    <Table size="small" sx={{ maxWidth: 520 }}>
      <caption>{t('summary.caption')}</caption>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">
            {t('summary.who')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t('summary.create')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t('summary.update')}
          </TableCell>
          <TableCell component="th" scope="col" align="right">
            {t('summary.unchanged')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map((group) => (
          <TableRow key={group}>
            <TableCell component="th" scope="row">
              {t(`summary.${group}`)}
            </TableCell>
            <TableCell align="right">{report.summary[group].create}</TableCell>
            <TableCell align="right">{report.summary[group].update}</TableCell>
            <TableCell align="right">{report.summary[group].unchanged}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

export function ImportErrors({ report }: { report: ImportReport }) {
  const { t } = useTranslation('directory')
  if (report.errorCount === 0) return null
  return (
    <>
      {report.errors.length < report.errorCount && (
        <Typography variant="body2">
          {t('errorsMore', { shown: report.errors.length, count: report.errorCount })}
        </Typography>
      )}
      <Table size="small">
        <caption>{t('errors.caption')}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('errors.line')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('errors.column')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('errors.problem')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.errors.map((error, index) => (
            <TableRow key={`${error.line}-${error.column ?? ''}-${index}`}>
              <TableCell>{error.line}</TableCell>
              <TableCell>
                <code>{error.column ?? ''}</code>
              </TableCell>
              <TableCell>{t(`codes.${error.code}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  )
}
