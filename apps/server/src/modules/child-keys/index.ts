// The public face of child-keys (ARCHITECTURE §2): other modules use only what is exported here —
// a child's key, which an accepted invitation makes sure of.
export { ensureChildKey } from './child-keys.queries'
