// Spec 000 §2: a signed-out visitor is sent to the sign-in page, which returns them to the path
// they asked for. Only a path on this site is followed, so the link cannot send anyone elsewhere.
export const redirectParam = 'redirect'

export function loginPathFor(url: URL): string {
  const asked = url.pathname + url.search + url.hash
  return asked === '/' ? '/login' : `/login?${redirectParam}=${encodeURIComponent(asked)}`
}

export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  return value
}
