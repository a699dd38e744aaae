import type { ActionRule } from './action-rule'

// Spec 000 §6: polls are for coordinator, director, teacher and sponsor, and families answer them
// from the newsfeed.

/** Spec 000 §6 "Polls: coordinator, director, teacher, sponsor." */
const pollAuthors = ['COORDINATOR', 'DIRECTOR', 'TEACHER', 'SPONSOR'] as const
/** Anyone on the main site may open a poll shared with them (the newsfeed links to it). */
const pollReaders = ['COORDINATOR', 'SPONSOR', 'TEACHER', 'DIRECTOR', 'CHILD', 'GUARDIAN', 'ETUDE'] as const
/** Families answer polls (children only sign in where the brand lets them, spec 000 §1). */
const pollRepliers = ['GUARDIAN', 'CHILD'] as const

export const pollsActions = {
  'polls.list': { profiles: pollAuthors, write: false, feature: 'communication' },
  // Called by every main-site user at start-up (spec 000 §7), so it never fails for a profile.
  'polls.replierScope': { profiles: pollReaders, write: false },
  'polls.get': { profiles: pollReaders, write: false, feature: 'communication' },
  'polls.create': { profiles: pollAuthors, write: true, feature: 'communication' },
  'polls.update': { profiles: pollAuthors, write: true, feature: 'communication' },
  'polls.delete': { profiles: pollAuthors, write: true, feature: 'communication' },
  'polls.vote': { profiles: pollRepliers, write: true, feature: 'communication' },
} as const satisfies Record<string, ActionRule>
