import type { ProfileType } from '@nido/domain/enums/people'

// The administration's side navigation (docs/administration.md, decision 0033): one list, read
// by the admin layout and the /admin overview. An entry shows to the profiles it names; the
// server decides again on every call (ARCHITECTURE §5). Texts are keys of the `shell` namespace.

export interface AdminMenuEntry {
  path: string
  labelKey:
    | 'admin.menu.overview'
    | 'admin.menu.groups'
    | 'admin.menu.schools'
    | 'admin.menu.features'
    | 'admin.menu.inAppMessages'
    | 'admin.menu.limits'
    | 'admin.menu.audit'
    | 'admin.menu.rateTables'
  /** What the overview says the page is for. */
  descriptionKey?:
    | 'admin.overview.groups'
    | 'admin.overview.schools'
    | 'admin.overview.features'
    | 'admin.overview.inAppMessages'
    | 'admin.overview.limits'
    | 'admin.overview.audit'
    | 'admin.overview.rateTables'
  profiles: readonly ProfileType[]
}

export const adminProfiles = ['SUPER_ADMIN', 'GROUP_ADMIN'] as const satisfies readonly ProfileType[]
const both = adminProfiles
const superOnly = ['SUPER_ADMIN'] as const satisfies readonly ProfileType[]

export const adminMenu: readonly AdminMenuEntry[] = [
  { path: '/admin', labelKey: 'admin.menu.overview', profiles: both },
  // The brand of a group is reached from its group (/admin/brands/:id).
  {
    path: '/admin/groups',
    labelKey: 'admin.menu.groups',
    descriptionKey: 'admin.overview.groups',
    profiles: both,
  },
  {
    path: '/admin/schools',
    labelKey: 'admin.menu.schools',
    descriptionKey: 'admin.overview.schools',
    profiles: both,
  },
  // The pages of the administration's second part (feature flags, in-app messages, limits,
  // audit log); the route table lists them once they are built, and the layout hides the others.
  {
    path: '/admin/features',
    labelKey: 'admin.menu.features',
    descriptionKey: 'admin.overview.features',
    profiles: both,
  },
  {
    path: '/admin/in-app-messages',
    labelKey: 'admin.menu.inAppMessages',
    descriptionKey: 'admin.overview.inAppMessages',
    profiles: superOnly,
  },
  {
    path: '/admin/limits',
    labelKey: 'admin.menu.limits',
    descriptionKey: 'admin.overview.limits',
    profiles: superOnly,
  },
  {
    path: '/admin/audit',
    labelKey: 'admin.menu.audit',
    descriptionKey: 'admin.overview.audit',
    profiles: both,
  },
  // The manager's dated rate tables (docs/manager-pricing.md "Editing the tables").
  {
    path: '/admin/rate-tables',
    labelKey: 'admin.menu.rateTables',
    descriptionKey: 'admin.overview.rateTables',
    profiles: both,
  },
]

export function isAdminProfile(profile: ProfileType): boolean {
  return (adminProfiles as readonly ProfileType[]).includes(profile)
}

/** The entries a profile sees, of the pages that exist (`builtRoutes`). */
export function visibleAdminMenu(profile: ProfileType, builtRoutes: ReadonlySet<string>): AdminMenuEntry[] {
  return adminMenu.filter((e) => e.profiles.includes(profile) && builtRoutes.has(e.path))
}

/** What the admin layout hands its pages (react-router outlet context). */
export interface AdminOutletContext {
  builtRoutes: ReadonlySet<string>
}
