import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material'
import RemoveIcon from '@mui/icons-material/PersonRemove'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { SectionItem } from '@nido/domain/contracts/sections'
import { ErrorBlock } from '@/ui/error-block'
import { useToast } from '@/ui/toast'
import { sectionMembersQuery, useChangeMembership, type MembershipChange } from '../queries'
import { MemberPicker } from './member-picker'
import '../i18n'

// Spec 000 §2 /sections "assign staff and children" (docs/sections.md): the section's teachers
// and children, each with a button to take them out, and a picker to add one. An archived section
// only shows them and lets them be taken out; an observer only reads.

interface Props {
  userId: string
  section: SectionItem
  readOnly: boolean
  onClose: () => void
}

interface Person {
  id: string
  firstname: string
  lastname: string
}

export function MembersDialog({ userId, section, readOnly, onClose }: Props) {
  const { t } = useTranslation('sections')
  const toast = useToast()
  const members = useQuery(sectionMembersQuery(userId, section.id))
  const change = useChangeMembership(userId, section.id)
  const archived = section.archivedAt !== null
  const run = (input: MembershipChange) => change.mutate(input, { onError: (e) => toast.apiError(e) })

  const group = (kind: 'staff' | 'children', people: Person[], extra?: (p: Person) => string | undefined) => {
    const heading = t(kind === 'staff' ? 'membersDialog.staff' : 'membersDialog.children')
    return (
      <Stack spacing={1} component="section" aria-label={heading}>
        <Typography variant="subtitle1" component="h3">
          {heading}
        </Typography>
        {people.length === 0 ? (
          <Typography color="text.secondary">
            {t(kind === 'staff' ? 'membersDialog.noStaff' : 'membersDialog.noChildren')}
          </Typography>
        ) : (
          <List dense aria-label={heading}>
            {people.map((p) => {
              const name = `${p.firstname} ${p.lastname}`
              return (
                <ListItem
                  key={p.id}
                  secondaryAction={
                    readOnly ? undefined : (
                      <IconButton
                        edge="end"
                        aria-label={t('membersDialog.remove', { name })}
                        disabled={change.isPending}
                        onClick={() => run({ kind, id: p.id, add: false })}
                      >
                        <RemoveIcon />
                      </IconButton>
                    )
                  }
                >
                  <ListItemText primary={name} secondary={extra?.(p)} />
                </ListItem>
              )
            })}
          </List>
        )}
        {!readOnly && !archived && (
          <MemberPicker
            userId={userId}
            sectionId={section.id}
            kind={kind}
            disabled={change.isPending}
            onPick={(c) => run({ kind, id: c.id, add: true })}
          />
        )}
      </Stack>
    )
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="section-members-title">
      <DialogTitle id="section-members-title">{t('membersOf', { name: section.name })}</DialogTitle>
      <DialogContent>
        {archived && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('membersDialog.archivedNote')}
          </Alert>
        )}
        {members.isPending ? (
          <CircularProgress aria-label={t('loading')} />
        ) : members.isError ? (
          <ErrorBlock title={t('loadFailed')} error={members.error} onRetry={() => void members.refetch()} />
        ) : (
          <Stack spacing={3}>
            {group('staff', members.data.staff, (p) => {
              const staff = members.data.staff.find((s) => s.id === p.id)
              const notes = [staff?.jobTitle, staff?.observer ? t('membersDialog.observer') : null]
              return notes.filter(Boolean).join(' · ') || undefined
            })}
            {group('children', members.data.children)}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('membersDialog.close')}</Button>
      </DialogActions>
    </Dialog>
  )
}
