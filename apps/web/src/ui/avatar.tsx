import { Avatar } from '@mui/material'

// Spec 000 §9: an avatar falls back to initials, its colour cycling through eight. The colour comes
// from a hash of the person's id, in this one helper that every avatar uses (the top bar, the
// account page, the feed, reactions, contacts, the children's cards), so one person has one
// colour on every page and in every session. Each colour carries white initials above 4.5:1.
export const avatarColours = [
  '#1565c0',
  '#2e7d32',
  '#c62828',
  '#6a1b9a',
  '#bf360c',
  '#00838f',
  '#ad1457',
  '#4e342e',
] as const

export function avatarColour(id: string): string {
  let hash = 0
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return avatarColours[hash % avatarColours.length] ?? avatarColours[0]
}

export function initialsOf(firstname: string, lastname: string): string {
  return `${firstname.trim().charAt(0)}${lastname.trim().charAt(0)}`.toUpperCase()
}

interface Props {
  /** The person's id (a user or a child): it picks the colour. */
  id: string
  firstname: string
  lastname: string
  /** The picture, when the person has one; the initials show until it loads or if it fails. */
  src?: string | null
  /** Names the avatar for a screen reader; without it the avatar is decorative (the name is beside it). */
  label?: string
  size?: number
}

export function PersonAvatar({ id, firstname, lastname, src, label, size = 40 }: Props) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true }
  return (
    <Avatar
      {...named}
      src={src ?? undefined}
      alt={src && label ? label : ''}
      sx={{ width: size, height: size, bgcolor: avatarColour(id), color: '#fff', fontSize: size * 0.4 }}
    >
      {initialsOf(firstname, lastname)}
    </Avatar>
  )
}
