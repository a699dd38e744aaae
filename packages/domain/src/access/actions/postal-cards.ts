import type { ActionRule } from './action-rule'

// Spec 000 §6: postal cards need the postal-card flag plus communication and exclude sponsors.
// Both flags are the current school's; sending checks the child's school's again (the service).

const flags = ['postalcard', 'communication'] as const

/** Staff who receive postal cards. */
const cardReaders = ['COORDINATOR', 'DIRECTOR', 'TEACHER'] as const

export const postalCardsActions = {
  // Families read their own family's cards (a signed-in child: the cards sent for them).
  'postalCards.list': {
    profiles: [...cardReaders, 'GUARDIAN', 'CHILD'],
    write: false,
    feature: flags,
  },
  'postalCards.get': { profiles: [...cardReaders, 'GUARDIAN', 'CHILD'], write: false, feature: flags },
  'postalCards.unreadCount': { profiles: cardReaders, write: false, feature: flags },
  'postalCards.recipients': { profiles: ['GUARDIAN'], write: false, feature: flags },
  // Sending checks both flags of the child's school (the service), not the current school's.
  'postalCards.create': { profiles: ['GUARDIAN'], write: true, feature: 'postalcard' },
  // A read mark is the reader's own state, not shared data: observers may set it.
  'postalCards.markRead': { profiles: cardReaders, write: false, feature: flags },
} as const satisfies Record<string, ActionRule>
