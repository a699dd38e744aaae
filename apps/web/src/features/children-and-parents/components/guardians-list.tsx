import { Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material'
import { useTranslation } from 'react-i18next'
import type { ChildGuardian } from '@nido/domain/contracts/children-and-parents'
import { currentLanguage } from '@/i18n/index'
import { formatDateTime } from '@/ui/format'
import '../i18n'

// The guardians of a child on /children-and-parents/edit/{id} (docs/children-and-parents.md):
// each with how they are linked and whether their account is activated; edit and unlink when the
// actor may change the child.

interface Props {
  guardians: ChildGuardian[]
  editable: boolean
  onEdit: (guardian: ChildGuardian) => void
  onUnlink: (guardian: ChildGuardian) => void
  /** Sends the activation link again (a parent with an e-mail who has no password yet). */
  onResend: (guardian: ChildGuardian) => void
  resending: boolean
}

export function GuardiansList({ guardians, editable, onEdit, onUnlink, onResend, resending }: Props) {
  const { t } = useTranslation('childrenAndParents')
  const activationText = ({ activation }: ChildGuardian) =>
    activation.activated
      ? t('guardian.activated')
      : activation.lastSentAt
        ? t('guardian.linkSent', { date: formatDateTime(new Date(activation.lastSentAt), currentLanguage()) })
        : t('guardian.notActivated')
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
              secondary={[g.email, g.phone, activationText(g)].filter(Boolean).join(' · ')}
            />
            {editable && (
              <Stack direction="row" spacing={1}>
                {!g.activation.activated && g.email && (
                  <Button
                    aria-label={t('guardian.resendOf', { name })}
                    disabled={resending}
                    onClick={() => onResend(g)}
                  >
                    {t('guardian.resend')}
                  </Button>
                )}
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
