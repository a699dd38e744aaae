// The public face of external-identity (ARCHITECTURE §2): other modules use only what is exported here —
// the end of an external (OpenID Connect) sign-in, which auth finishes.
export { completeExternalLogin } from './external-identity.login'
