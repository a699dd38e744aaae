import { useState } from 'react'
import {
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import AddIcon from '@mui/icons-material/Add'
import { useTranslation } from 'react-i18next'
import {
  managerChildrenLimits,
  type ChildFileDetail,
  type PickupPerson,
} from '@nido/domain/contracts/manager-children'
import { displayPhoneNumber } from '@nido/domain/rules/phone'
import { ConfirmDialog } from '@/ui/confirm-dialog'
import { EmptyState } from '@/ui/empty-state'
import { useToast } from '@/ui/toast'
import { useRemovePickupPerson } from '../queries'
import { PickupDialog } from './pickup-dialog'
import '../i18n'

// The persons allowed to pick the child up (docs/manager-children.md, decision 0050 §6): at most
// twenty, listed whole, in the order they were added; the departure picker lists the same.

export function PickupSection({ userId, detail }: { userId: string; detail: ChildFileDetail }) {
  const { t } = useTranslation('managerChildren')
  const toast = useToast()
  const [editing, setEditing] = useState<{ person: PickupPerson | null } | null>(null)
  const [removing, setRemoving] = useState<PickupPerson | null>(null)
  const remove = useRemovePickupPerson(userId, detail.child.id)
  const canEdit = detail.canEdit
  const persons = detail.pickupPersons
  const full = persons.length >= managerChildrenLimits.pickupPersonsMax
  const nameOf = (p: PickupPerson) => `${p.firstname} ${p.lastname}`

  return (
    <Paper variant="outlined" component="section" aria-labelledby="pickup-title" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id="pickup-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('pickup.title')}
        </Typography>
        {canEdit && (
          <Button
            startIcon={<AddIcon />}
            disabled={full}
            aria-describedby={full ? 'pickup-limit' : undefined}
            onClick={() => setEditing({ person: null })}
          >
            {t('pickup.add')}
          </Button>
        )}
      </Stack>
      {canEdit && full && (
        <Typography id="pickup-limit" color="text.secondary" sx={{ mb: 1 }}>
          {t('pickup.limit', { max: managerChildrenLimits.pickupPersonsMax })}
        </Typography>
      )}
      {persons.length === 0 ? (
        <EmptyState compact text={t('pickup.empty')} />
      ) : (
        <Table aria-labelledby="pickup-title" size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('pickup.name')}</TableCell>
              <TableCell>{t('pickup.relationship')}</TableCell>
              <TableCell>{t('pickup.phone')}</TableCell>
              <TableCell>{t('pickup.identityCheckNote')}</TableCell>
              {canEdit && <TableCell>{t('actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {persons.map((p) => (
              <TableRow key={p.id}>
                <TableCell component="th" scope="row">
                  {nameOf(p)}
                </TableCell>
                <TableCell>{p.relationship}</TableCell>
                <TableCell>{p.phone ? displayPhoneNumber(p.phone) : ''}</TableCell>
                <TableCell>{p.identityCheckNote ?? ''}</TableCell>
                {canEdit && (
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <Button
                        aria-label={t('pickup.editOf', { name: nameOf(p) })}
                        onClick={() => setEditing({ person: p })}
                      >
                        {t('edit')}
                      </Button>
                      <Button
                        color="error"
                        aria-label={t('pickup.removeOf', { name: nameOf(p) })}
                        onClick={() => setRemoving(p)}
                      >
                        {t('remove')}
                      </Button>
                    </Stack>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <PickupDialog
          userId={userId}
          childId={detail.child.id}
          person={editing.person}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('pickup.removeTitle', { name: removing ? nameOf(removing) : '' })}
        text={t('pickup.removeText')}
        confirm={t('remove')}
        busy={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => toast.success(t('pickup.removed', { name: nameOf(removing) })),
            onError: (e) => toast.apiError(e),
            onSettled: () => setRemoving(null),
          })
        }
        onClose={() => setRemoving(null)}
      />
    </Paper>
  )
}
