import { Avatar } from '@mui/material'

// Spec 000 §9: the avatar falls back to initials, its colour cycling through eight. The colour is
// chosen from the user id, so a person keeps theirs across pages and sessions. (Uploading a picture
// needs the media module: another issue.)
export const avatarColours = [
  '#1565c0',
  '#2e7d32',
  '#c62828',
  '#6a1b9a',
  '#ef6c00',
  '#00838f',
  '#ad1457',
  '#4e342e',
] as const

export function avatarColour(userId: string): string {
  let hash = 0
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return avatarColours[hash % avatarColours.length] ?? avatarColours[0]
}

export function initialsOf(firstname: string, lastname: string): string {
  return `${firstname.trim().charAt(0)}${lastname.trim().charAt(0)}`.toUpperCase()
}

interface Props {
  userId: string
  firstname: string
  lastname: string
  label: string
  size?: number
}

export function InitialsAvatar({ userId, firstname, lastname, label, size = 48 }: Props) {
  return (
    <Avatar
      role="img"
      aria-label={label}
      sx={{ width: size, height: size, bgcolor: avatarColour(userId), fontSize: size * 0.4 }}
    >
      {initialsOf(firstname, lastname)}
    </Avatar>
  )
}
