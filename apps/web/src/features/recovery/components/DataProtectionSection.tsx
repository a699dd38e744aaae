// Placeholder: the recovery work shows the data-protection export and deletion request on /account here.
export function DataProtectionSection() {
  return null
}
