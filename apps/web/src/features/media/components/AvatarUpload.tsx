// Placeholder: the media work shows the avatar upload on /account here.
export function AvatarUpload(_props: { userId: string }) {
  return null
}
