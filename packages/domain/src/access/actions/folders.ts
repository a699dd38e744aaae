import type { ActionRule } from './action-rule'

// Spec 000 §6 menu rules: folders need communication and exclude sponsors ("folders and postal
// cards exclude sponsors").
const noSponsor = ['COORDINATOR', 'TEACHER', 'DIRECTOR', 'CHILD', 'GUARDIAN', 'ETUDE'] as const
/** Who writes folders: the staff of the communication module. */
const folderAuthors = ['COORDINATOR', 'DIRECTOR', 'TEACHER'] as const

export const foldersActions = {
  'folders.list': { profiles: noSponsor, write: false, feature: 'communication' },
  'folders.get': { profiles: noSponsor, write: false, feature: 'communication' },
  'folders.create': { profiles: folderAuthors, write: true, feature: 'communication' },
  'folders.update': { profiles: folderAuthors, write: true, feature: 'communication' },
  'folders.delete': { profiles: folderAuthors, write: true, feature: 'communication' },
} as const satisfies Record<string, ActionRule>
