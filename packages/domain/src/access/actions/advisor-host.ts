import type { ActionRule } from './action-rule'

// Spec 000 §6 "Advisor-guest coordinators can open the host answer dialog" (the menu's
// "coordinator with the advisor flag and advisor guest"). The advisor-guest flag is the account's
// and is checked by the service (403 without it); the flag is the current school's. Sending is a
// write, refused to observers.

const host = { profiles: ['COORDINATOR'], feature: 'advisor' } as const

export const advisorHostActions = {
  'advisor.host.surveys': { ...host, write: false },
  'advisor.host.children': { ...host, write: false },
  // Answers given on the coordinator's device: an impersonating administrator does not give them.
  'advisor.host.reply': { ...host, write: true, notWhileImpersonating: true },
} as const satisfies Record<string, ActionRule>
