// Spec 000 §6 guardian manager menu: "manager enabled, not manager-lite, user is contract holder
// of the child". The same rule decides the menu (shell/menu-conditions.ts guardianManager reads
// the context) and the guardian endpoints of manager-children (the server reads the child's
// school and the holder flag), so both refuse the same guardians.

export interface GuardianManagerFacts {
  managerOn: boolean
  managerLite: boolean
  contractHolder: boolean
}

/** Why a guardian may not use the manager pages of a child, or null when they may. */
export function guardianManagerRefusal(f: GuardianManagerFacts): 'feature' | 'notHolder' | null {
  if (!f.managerOn || f.managerLite) return 'feature'
  if (!f.contractHolder) return 'notHolder'
  return null
}
