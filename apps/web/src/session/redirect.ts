// Spec 000 §2: "A logged-out visitor is redirected to login. The full requested path is stored in a
// redirect-session cookie" (§9 lists it among the cookies); after sign-in the visitor goes there.
// A session cookie (no max-age) on path /, so it dies with the browser session. Only a path on
// this site is followed, so the cookie cannot send anyone elsewhere.
export const redirectCookie = 'nido_redirect'

/** Stores the path to return to after sign-in (also used by the session-destroyed dialog, §4). */
export function storeRedirect(path: string): void {
  if (!isSafePath(path) || path.startsWith('/login')) return
  document.cookie = `${redirectCookie}=${encodeURIComponent(path)}; path=/; samesite=lax`
}

/** The stored path, read once: the cookie is cleared so a later sign-in starts at home. */
export function takeStoredRedirect(): string | null {
  const raw = document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${redirectCookie}=`))
    ?.slice(redirectCookie.length + 1)
  if (raw === undefined) return null
  document.cookie = `${redirectCookie}=; path=/; max-age=0; samesite=lax`
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

/** Where a signed-out visitor asking for `url` goes: /login, with the asked path stored. */
export function loginPathFor(url: URL): string {
  const asked = url.pathname + url.search + url.hash
  if (asked !== '/') storeRedirect(asked)
  return '/login'
}

function isSafePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
}

/** Where to go after sign-in: the given path, else the stored one, else home; never off-site. */
export function safeRedirect(value: string | null): string {
  const target = value ?? takeStoredRedirect()
  if (!target || !isSafePath(target)) return '/'
  return target
}
