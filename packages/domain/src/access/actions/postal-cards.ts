import type { ActionRule } from './action-rule'

// Spec 000 §6: postal cards need the postal-card flag plus communication and exclude sponsors
// (communication is checked by the service, a rule names one flag).

/** Staff who receive postal cards. */
const cardReaders = ['COORDINATOR', 'DIRECTOR', 'TEACHER'] as const

export const postalCardsActions = {
  // Families read their own family's cards (a signed-in child: the cards sent for them).
  'postalCards.list': {
    profiles: [...cardReaders, 'GUARDIAN', 'CHILD'],
    write: false,
    feature: 'postalcard',
  },
  'postalCards.get': { profiles: [...cardReaders, 'GUARDIAN', 'CHILD'], write: false, feature: 'postalcard' },
  'postalCards.unreadCount': { profiles: cardReaders, write: false, feature: 'postalcard' },
  'postalCards.recipients': { profiles: ['GUARDIAN'], write: false, feature: 'postalcard' },
  'postalCards.create': { profiles: ['GUARDIAN'], write: true, feature: 'postalcard' },
  // A read mark is the reader's own state, not shared data: observers may set it.
  'postalCards.markRead': { profiles: cardReaders, write: false, feature: 'postalcard' },
} as const satisfies Record<string, ActionRule>
