import type { ActionRule } from './action-rule'
import { profileTypes } from '../../enums/people'

// `brands.read` is a shell-level call of spec 000 §7, open to every profile. The rest is the
// administration of a brand (docs/administration.md "Brands"): super admins for every brand,
// group admins for their group's; the service checks the group (404 outside it).
const admins = { profiles: ['SUPER_ADMIN', 'GROUP_ADMIN'] } as const

export const brandsActions = {
  'brands.read': { profiles: profileTypes, write: false },
  // The installable app's manifest and icons (docs/offline-and-install.md): public, like the
  // sign-in page's brand.
  'brands.manifest': { profiles: profileTypes, write: false },
  'brands.icon': { profiles: profileTypes, write: false },
  'brands.adminGet': { ...admins, write: false },
  'brands.update': { ...admins, write: true },
  'brands.setAsset': { ...admins, write: true },
  'brands.termsList': { ...admins, write: false },
  'brands.termsPublish': { ...admins, write: true },
} as const satisfies Record<string, ActionRule>
