// Placeholder: the two-factor work shows enrolment and recovery codes on /account here.
export function TwoFactorSection() {
  return null
}
