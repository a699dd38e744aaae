import { PersonAvatar } from '@/ui/avatar'

interface Props {
  userId: string
  firstname: string
  lastname: string
  label: string
  size?: number
}

// The account page's named avatar: the colour and initials come from ui/avatar, as everywhere.
export function InitialsAvatar({ userId, firstname, lastname, label, size = 48 }: Props) {
  return <PersonAvatar id={userId} firstname={firstname} lastname={lastname} label={label} size={size} />
}
