// Placeholder: the impersonation work shows its banner at the top of the shell here.
export function ImpersonationBanner() {
  return null
}
