import type { ActionRule } from './action-rule'
import type { ProfileType } from '../../enums/people'

// Spec 000 §6 "Contacts: guardian (and child if the brand allows)" and "contacts need communication
// enabled". A rule names one flag; the brand variant of a child's school is checked by the service
// (rules/contacts.ts mayUseContacts). Reading contacts writes nothing: observers may.

const contactsReaders = ['GUARDIAN', 'CHILD'] as const

export const contactsActions = {
  'contacts.groups': { profiles: contactsReaders, write: false, feature: 'communication' },
  'contacts.list': { profiles: contactsReaders, write: false, feature: 'communication' },
} as const satisfies Record<string, ActionRule & { profiles: readonly ProfileType[] }>
