// Placeholder: the impersonation work lets a super admin pick a user here.
export function ImpersonateForm() {
  return null
}
