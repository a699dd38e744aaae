import { useState } from 'react'
import { Box, Chip, IconButton, ListItem, Menu, MenuItem, Stack, Typography } from '@mui/material'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import { useTranslation } from 'react-i18next'
import type { TeamMember } from '@nido/domain/contracts/team'
import '../i18n'

// One member of the /team list (docs/team.md): who they are, where they work and with which
// access levels, and a menu of what the actor may do with them.

interface Props {
  member: TeamMember
  readOnly: boolean
  onEdit: () => void
  onDeactivate: () => void
  onReactivate: () => void
  onResend: () => void
}

export function MemberRow({ member, readOnly, onEdit, onDeactivate, onReactivate, onResend }: Props) {
  const { t } = useTranslation('team')
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const name = `${member.firstname} ${member.lastname}`
  const close = () => setAnchor(null)
  const act = (run: () => void) => () => {
    close()
    run()
  }
  const flags = (['isModerator', 'moderated', 'observer'] as const).filter((f) => member[f])
  return (
    <ListItem
      divider
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={t('actionsOf', { name })}
          onClick={(e) => setAnchor(e.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
      }
    >
      <Box sx={{ pr: 6 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="subtitle1">
            {name}
          </Typography>
          <Chip size="small" label={t(`profile.${member.profile}`)} />
          {member.status !== 'Active' && (
            <Chip size="small" color="warning" label={t(`status.${member.status}`)} />
          )}
          {!member.activated && <Chip size="small" variant="outlined" label={t('notActivated')} />}
          {flags.map((f) => (
            <Chip key={f} size="small" variant="outlined" label={t(f === 'isModerator' ? 'moderator' : f)} />
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {[member.jobTitle, member.email, member.phone].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {member.assignments
            .map((a) =>
              a.sectionName
                ? `${a.sectionName} (${a.schoolName ?? ''})`
                : t('wholeSchool', { school: a.schoolName ?? '' }),
            )
            .join(' · ')}
        </Typography>
      </Box>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem onClick={act(onEdit)}>{t(readOnly ? 'view' : 'edit')}</MenuItem>
        {!readOnly && member.status === 'Active' && (
          <MenuItem onClick={act(onDeactivate)}>{t('deactivate')}</MenuItem>
        )}
        {!readOnly && member.status === 'Inactive' && (
          <MenuItem onClick={act(onReactivate)}>{t('reactivate')}</MenuItem>
        )}
        {!readOnly && !member.activated && member.status === 'Active' && (
          <MenuItem onClick={act(onResend)}>{t('resend')}</MenuItem>
        )}
      </Menu>
    </ListItem>
  )
}
