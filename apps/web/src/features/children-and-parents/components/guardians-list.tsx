import { Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { ChildGuardian } from '@nido/domain/contracts/children-and-parents'
import '../i18n'

// The guardians of a child on /children-and-parents/edit/{id} (docs/children-and-parents.md):
// each with how they are linked and whether their account is activated; edit and unlink when the
// actor may change the child.

interface Props {
  guardians: ChildGuardian[]
  editable: boolean
  onEdit: (guardian: ChildGuardian) => void
  onUnlink: (guardian: ChildGuardian) => void
}

export function GuardiansList({ guardians, editable, onEdit, onUnlink }: Props) {
  const { t } = useTranslation('childrenAndParents')
  if (guardians.length === 0) return <Typography color="text.secondary">{t('guardian.none')}</Typography>
  return (
    <List aria-label={t('guardians')}>
      {guardians.map((g) => {
        const name = `${g.firstname} ${g.lastname}`
        return (
          <ListItem key={g.id} divider>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{name}</span>
                  <Chip size="small" label={t(`relationships.${g.relationship}`)} />
                  {g.referent && <Chip size="small" color="primary" label={t('guardian.referent')} />}
                  {g.parentalAuthority && <Chip size="small" label={t('guardian.parentalAuthority')} />}
                </Stack>
              }
              secondary={[
                g.email,
                g.phone,
                t(g.activation.activated ? 'guardian.activated' : 'guardian.notActivated'),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
            {editable && (
              <Stack direction="row" spacing={1}>
                <Button aria-label={t('guardian.editOf', { name })} onClick={() => onEdit(g)}>
                  {t('edit')}
                </Button>
                <Button
                  color="error"
                  aria-label={t('guardian.unlinkOf', { name })}
                  onClick={() => onUnlink(g)}
                >
                  {t('guardian.unlink')}
                </Button>
              </Stack>
            )}
          </ListItem>
        )
      })}
    </List>
  )
}
