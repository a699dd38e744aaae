// The public face of impersonation (ARCHITECTURE §2): other modules use only what is exported here —
// the admin token that signs an administrator in as someone else.
export { consumeAdminToken } from './impersonation.service'
