import type { ActionRule } from './action-rule'
import type { ProfileType } from '../enums/people'

// Folders, polls and postal cards (issue 5 items 6–8). Spec 000 §6 menu rules: folders need
// communication and exclude sponsors; postal cards need the postal-card flag plus communication
// and exclude sponsors (communication is checked by the service, a rule names one flag); polls are
// for coordinator, director, teacher and sponsor, and families answer them from the newsfeed.

/** Main-site profiles without sponsors (spec 000 §6 "folders and postal cards exclude sponsors"). */
const noSponsor = ['COORDINATOR', 'TEACHER', 'DIRECTOR', 'CHILD', 'GUARDIAN', 'ETUDE'] as const
/** Who writes folders: the staff of the communication module. */
const folderAuthors = ['COORDINATOR', 'DIRECTOR', 'TEACHER'] as const
/** Spec 000 §6 "Polls: coordinator, director, teacher, sponsor." */
const pollAuthors = ['COORDINATOR', 'DIRECTOR', 'TEACHER', 'SPONSOR'] as const
/** Anyone on the main site may open a poll shared with them (the newsfeed links to it). */
const pollReaders = ['COORDINATOR', 'SPONSOR', 'TEACHER', 'DIRECTOR', 'CHILD', 'GUARDIAN', 'ETUDE'] as const
/** Families answer polls (children only sign in where the brand lets them, spec 000 §1). */
const pollRepliers = ['GUARDIAN', 'CHILD'] as const
/** Staff who receive postal cards. */
const cardReaders = ['COORDINATOR', 'DIRECTOR', 'TEACHER'] as const

export const boardsActions = {
  'folders.list': { profiles: noSponsor, write: false, feature: 'communication' },
  'folders.get': { profiles: noSponsor, write: false, feature: 'communication' },
  'folders.create': { profiles: folderAuthors, write: true, feature: 'communication' },
  'folders.update': { profiles: folderAuthors, write: true, feature: 'communication' },
  'folders.delete': { profiles: folderAuthors, write: true, feature: 'communication' },

  'polls.list': { profiles: pollAuthors, write: false, feature: 'communication' },
  // Called by every main-site user at start-up (spec 000 §7), so it never fails for a profile.
  'polls.replierScope': { profiles: pollReaders, write: false },
  'polls.get': { profiles: pollReaders, write: false, feature: 'communication' },
  'polls.create': { profiles: pollAuthors, write: true, feature: 'communication' },
  'polls.update': { profiles: pollAuthors, write: true, feature: 'communication' },
  'polls.delete': { profiles: pollAuthors, write: true, feature: 'communication' },
  'polls.vote': { profiles: pollRepliers, write: true, feature: 'communication' },

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
} as const satisfies Record<string, ActionRule & { profiles: readonly ProfileType[] }>
