import type { ActionRule } from './action-rule'
import type { ProfileType } from '../../enums/people'

// Albums and children in photos.
// Spec 000 §6 menu rules: "albums need communication enabled" and "albums exclude sponsors", so
// every album action needs the communication module and none is open to sponsors. Group and super
// admins cannot use the main site (spec 000 §6 roles allowed on the main site).

/** Who may look at albums: the main-site roles without sponsors. */
const albumReaders = [
  'COORDINATOR',
  'TEACHER',
  'DIRECTOR',
  'CHILD',
  'GUARDIAN',
  'ETUDE',
] as const satisfies readonly ProfileType[]

/**
 * Who may make albums and tag children. Our choice where the spec is silent: albums are made by
 * the staff of a school (families share through posts where the brand allows it).
 */
const albumAuthors = ['TEACHER', 'DIRECTOR', 'COORDINATOR'] as const satisfies readonly ProfileType[]

export const galleriesActions = {
  'galleries.list': { profiles: albumReaders, write: false, feature: 'communication' },
  'galleries.read': { profiles: albumReaders, write: false, feature: 'communication' },
  'galleries.download': { profiles: albumReaders, write: false, feature: 'communication' },
  'galleries.create': { profiles: albumAuthors, write: true, feature: 'communication' },
  'galleries.update': { profiles: albumAuthors, write: true, feature: 'communication' },
  'galleries.delete': { profiles: albumAuthors, write: true, feature: 'communication' },
  // Staff tag the children who appear in a photo or video.
  'galleries.tagCandidates': { profiles: albumAuthors, write: false, feature: 'communication' },
  'galleries.tagChildren': { profiles: albumAuthors, write: true, feature: 'communication' },
  // "Photos of my child": a guardian's view across albums and posts, and its archive.
  'galleries.childPhotos': { profiles: ['GUARDIAN'], write: false, feature: 'communication' },
  'galleries.childPhotosDownload': { profiles: ['GUARDIAN'], write: false, feature: 'communication' },
  // Photo consent is a family's privacy choice: readable and settable even with the module off.
  'galleries.photoConsentRead': { profiles: ['GUARDIAN'], write: false },
  'galleries.photoConsentUpdate': { profiles: ['GUARDIAN'], write: true },
} as const satisfies Record<string, ActionRule>
