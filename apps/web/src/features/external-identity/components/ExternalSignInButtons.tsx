// Placeholder: the external-identity work shows one button per OpenID provider of the brand here.
export function ExternalSignInButtons() {
  return null
}
