// The public face of auth (ARCHITECTURE §2): other modules use only what is exported here —
// the sign-in session that recovery opens once an account is recovered.
export { openSession, type Client } from './auth.open-session'
