// The public face of me (ARCHITECTURE §2): other modules use only what is exported here —
// who the signed-in user is and the scope they start in, after a sign-in or a recovery.
export { buildMe, chooseInitialScope, type ScopePreference } from './me.service'
