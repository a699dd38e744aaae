import { Box, Button, Link, ListItem, ListItemAvatar, Stack, Typography } from '@mui/material'
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined'
import EmailIcon from '@mui/icons-material/EmailOutlined'
import PhoneIcon from '@mui/icons-material/PhoneOutlined'
import { useQuery } from '@tanstack/react-query'
import { Link as RouterLink } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Contact } from '@nido/domain/contracts/contacts'
import { contactAvatarQuery } from '../queries'
import '../i18n'
import { PersonAvatar } from '@/ui/avatar'

/** What a contact is to me: their job title, else their role; for a family, whose parent. */
function useDescription(contact: Contact): string {
  const { t } = useTranslation('contacts')
  if (contact.kind === 'family')
    return t('parentOf', { names: contact.children.map((c) => c.firstname).join(', ') })
  const role =
    contact.profileType === 'DIRECTOR' || contact.profileType === 'COORDINATOR'
      ? t(`role.${contact.profileType}`)
      : t('role.TEACHER')
  return contact.jobTitle ? `${contact.jobTitle} · ${role}` : role
}

/**
 * One person: avatar, name, role, e-mail (staff) and phone (when they chose to show it), and a
 * "send a message" link to /chat?with=<id> only when the server says the chat rule allows it.
 */
export function ContactItem({ userId, contact }: { userId: string; contact: Contact }) {
  const { t } = useTranslation('contacts')
  const name = `${contact.firstname} ${contact.lastname}`
  const avatar = useQuery(contactAvatarQuery(userId, contact.id, contact.avatarMediaId))
  const description = useDescription(contact)
  return (
    <ListItem
      divider
      aria-label={name}
      sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
      data-testid="contact"
    >
      <ListItemAvatar>
        {/* Decorative: the name is written next to it. */}
        <PersonAvatar
          id={contact.id}
          firstname={contact.firstname}
          lastname={contact.lastname}
          src={avatar.data}
        />
      </ListItemAvatar>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 500 }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 0.5, flexWrap: 'wrap' }} useFlexGap>
          {contact.email && (
            <Link
              href={`mailto:${contact.email}`}
              variant="body2"
              aria-label={t('emailTo', { name, email: contact.email })}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
            >
              <EmailIcon fontSize="small" aria-hidden />
              {contact.email}
            </Link>
          )}
          {contact.phone && (
            <Link
              href={`tel:${contact.phone}`}
              variant="body2"
              aria-label={t('callTo', { name, phone: contact.phone })}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            >
              <PhoneIcon fontSize="small" aria-hidden />
              {contact.phone}
            </Link>
          )}
        </Stack>
      </Box>
      {contact.canMessage && (
        <Button
          component={RouterLink}
          to={`/chat?with=${encodeURIComponent(contact.id)}`}
          variant="outlined"
          size="small"
          startIcon={<ChatIcon aria-hidden />}
          aria-label={t('messageTo', { name })}
          sx={{ alignSelf: 'center' }}
        >
          {t('message')}
        </Button>
      )}
    </ListItem>
  )
}
