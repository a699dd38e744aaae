import { useState } from 'react'
import {
  Box,
  Button,
  Chip,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import DeleteIcon from '@mui/icons-material/Delete'
import EditIcon from '@mui/icons-material/Edit'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { DocumentTemplate, TemplateKind } from '@nido/domain/contracts/manager-documents'
import { currentLanguage } from '@/i18n/index'
import { useSignedInMe } from '@/session/session'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { EmptyState } from '@/ui/empty-state'
import { formatDate } from '@/ui/format'
import { LoadState, PageTitle } from '@/ui/load-state'
import { useToast } from '@/ui/toast'
import { visuallyHidden } from '@/ui/visually-hidden'
import { TemplateDialog } from '../components/template-dialog'
import { templatesQuery, useRemoveTemplate } from '../queries'
import '../i18n'

// Spec 000 §2 /manager/admin/templates and /manager/admin/contract-templates, §6 manager menu
// (directors and coordinators): the current school's document templates (with their mode) or
// contract templates (the default one printed on contracts), written in a dialog. Observers read.

export default function TemplatesPage({ kind = 'document' }: { kind?: TemplateKind }) {
  const { t } = useTranslation('managerDocuments')
  const me = useSignedInMe()
  const query = useQuery(templatesQuery(me.user.id, me.current.schoolId, kind))
  const mayWrite = !me.user.observer
  const [editing, setEditing] = useState<DocumentTemplate | 'new' | null>(null)
  const contract = kind === 'contract'
  const title = t(contract ? 'templates.contractTitle' : 'templates.title')
  return (
    <Box sx={{ mt: 1, mb: 4, maxWidth: 1100 }}>
      <PageTitle
        title={title}
        actions={
          mayWrite && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t(contract ? 'templates.newContract' : 'templates.new')}
            </Button>
          )
        }
      />
      <LoadState query={query}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState text={t(contract ? 'templates.contractEmpty' : 'templates.empty')} />
          ) : (
            <TemplatesTable kind={kind} rows={items} mayWrite={mayWrite} onEdit={setEditing} />
          )
        }
      </LoadState>
      {editing && (
        <TemplateDialog
          userId={me.user.id}
          kind={kind}
          {...(editing === 'new' ? {} : { template: editing })}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  )
}

/** /manager/admin/contract-templates. */
export function ContractTemplatesPage() {
  return <TemplatesPage kind="contract" />
}

function TemplatesTable({
  kind,
  rows,
  mayWrite,
  onEdit,
}: {
  kind: TemplateKind
  rows: readonly DocumentTemplate[]
  mayWrite: boolean
  onEdit: (template: DocumentTemplate) => void
}) {
  const { t } = useTranslation('managerDocuments')
  const me = useSignedInMe()
  const toast = useToast()
  const language = currentLanguage()
  const remove = useRemoveTemplate(me.user.id)
  const [removing, setRemoving] = useState<DocumentTemplate | null>(null)
  const contract = kind === 'contract'
  return (
    <>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small">
          <caption style={visuallyHidden}>
            {t(contract ? 'templates.contractList' : 'templates.list')}
          </caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('templates.name')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t(contract ? 'templates.default' : 'templates.mode')}
              </TableCell>
              <TableCell component="th" scope="col">
                {t('templates.updated')}
              </TableCell>
              {mayWrite && (
                <TableCell component="th" scope="col" align="right">
                  {t('actions')}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                <TableCell>
                  {contract
                    ? row.isDefault && <Chip size="small" color="primary" label={t('templates.isDefault')} />
                    : row.mode && t(`modes.${row.mode}`)}
                </TableCell>
                <TableCell>{formatDate(new Date(row.updatedAt), language)}</TableCell>
                {mayWrite && (
                  <TableCell align="right">
                    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                      <IconButton
                        aria-label={t('templates.editNamed', { name: row.name })}
                        onClick={() => onEdit(row)}
                      >
                        <EditIcon />
                      </IconButton>
                      <IconButton
                        aria-label={t('templates.removeNamed', { name: row.name })}
                        onClick={() => setRemoving(row)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Stack>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ConfirmDialog
        open={removing !== null}
        title={t('templates.removeTitle', { name: removing?.name ?? '' })}
        text={t('templates.removeText')}
        confirm={t('delete')}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success(t('templates.removed'))
              setRemoving(null)
            },
            onError: (e) => toast.apiError(e),
          })
        }
      />
    </>
  )
}
