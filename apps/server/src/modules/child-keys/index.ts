// The public face of child-keys (ARCHITECTURE §2): other modules use only what is exported here —
// a child's key, which an accepted invitation makes sure of, and which the children-and-parents
// pages show, renew and take away (docs/children-and-parents.md).
export { childKeyOf, childOfKey, dropChildKey, ensureChildKey, renewChildKey } from './child-keys.queries'
