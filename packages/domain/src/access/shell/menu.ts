import type { ProfileType } from '../../enums/people'
import { accessLevelVisible } from '../access-level'
import type { AccessContext } from '../scope/context'
import {
  allowPhonecallSurvey,
  allowProCheckInByCode,
  dailyAllowCheckIn,
  featureOn,
  globalFeatureOn,
  isManagerLite,
  profileOf,
} from '../scope/context'
import type { ApplicationMode } from './application-mode'
import { mayOpenAdvisorHost } from './shell'
import { directorCoordinator, familyProfiles, mainSiteProfiles, teacherDirectorCoordinator } from '../roles'

// Spec 000 §6 menu rules, one entry per line of the spec, as data. Spec 000 §5: "a menu entry or
// page shows only if the role matches, the role is not excluded and the item's own condition
// holds". The web renders these; the server's page guards and the main-site check read them too.

/** The menu a side entry belongs to; manager-lite shows the manager menu. */
export type MenuMode = 'normal' | 'daily' | 'advisor' | 'manager' | 'manager-guardian'

/** What an entry without a path does when chosen. */
export type MenuAction = 'openAdvisorHostDialog' | 'openInviteDialog' | 'toggleContrast'

export interface MenuItem {
  key: string
  /** Route of spec 000 §2; `:schoolId` and `:childId` are filled from the context. */
  path: string | null
  action?: MenuAction
  /** `side`: the mode's menu; `account`: the avatar menu, in every mode. */
  place: 'side' | 'account'
  mode: MenuMode | null
  /** A heading the web groups entries under. */
  group?: 'management'
  profiles: readonly ProfileType[]
  excluded: readonly ProfileType[]
  condition: (ctx: AccessContext) => boolean
}

const always = (): boolean => true
const communication = (ctx: AccessContext) => featureOn(ctx, 'communication')
const notObserver = (ctx: AccessContext) => !ctx.actor.observer
const anyRequestModule = (ctx: AccessContext) =>
  featureOn(ctx, 'visitation') || featureOn(ctx, 'conviviality') || featureOn(ctx, 'family_link')
const daily = (ctx: AccessContext) => featureOn(ctx, 'daily')
const advisorPages = (ctx: AccessContext) => globalFeatureOn(ctx, 'advisor')
const manager = (ctx: AccessContext) => featureOn(ctx, 'manager')
const managerFull = (ctx: AccessContext) => manager(ctx) && !isManagerLite(ctx)
const guardianManager = (ctx: AccessContext) =>
  managerFull(ctx) && ctx.currentChild?.isContractHolder === true

/** Spec 000 §6: management needs the module; teachers go by child access, others by any access. */
function managementSection(ctx: AccessContext): boolean {
  if (!featureOn(ctx, 'management')) return false
  const { child, team, section } = ctx.accessLevels
  if (profileOf(ctx) === 'TEACHER') return accessLevelVisible(child)
  return [child, team, section].some(accessLevelVisible)
}

const side = (mode: MenuMode) => ({ place: 'side' as const, mode })
const none: readonly ProfileType[] = []
const pros = teacherDirectorCoordinator
const dc = directorCoordinator
const advisorProfiles = ['DIRECTOR', 'COORDINATOR', 'ETUDE'] as const satisfies readonly ProfileType[]

export const menuItems = [
  // --- normal (communication) mode ---
  {
    // "Newsfeed: guardians always; others when communication is enabled (default on)."
    key: 'newsfeed',
    path: '/',
    ...side('normal'),
    profiles: mainSiteProfiles,
    excluded: none,
    condition: (ctx) => profileOf(ctx) === 'GUARDIAN' || communication(ctx),
  },
  // "Messaging, calendar, albums, folders, sponsor news, contacts need communication enabled.
  //  Messaging, albums, folders and postal cards exclude sponsors."
  {
    key: 'chat',
    path: '/chat',
    ...side('normal'),
    profiles: mainSiteProfiles,
    excluded: ['SPONSOR'],
    condition: communication,
  },
  {
    key: 'calendar',
    path: '/calendar',
    ...side('normal'),
    profiles: mainSiteProfiles,
    excluded: none,
    condition: communication,
  },
  {
    key: 'galleries',
    path: '/galleries',
    ...side('normal'),
    profiles: mainSiteProfiles,
    excluded: ['SPONSOR'],
    condition: communication,
  },
  {
    key: 'folders',
    path: '/folders',
    ...side('normal'),
    profiles: mainSiteProfiles,
    excluded: ['SPONSOR'],
    condition: communication,
  },
  // Sponsor news are the /publicities route of spec 000 §2.
  {
    key: 'sponsorNews',
    path: '/publicities',
    ...side('normal'),
    profiles: mainSiteProfiles,
    excluded: none,
    condition: communication,
  },
  {
    // "Postal cards: need the postal-card flag plus communication."
    key: 'postalCards',
    path: '/postal-cards',
    ...side('normal'),
    profiles: mainSiteProfiles,
    excluded: ['SPONSOR'],
    condition: (ctx) => communication(ctx) && featureOn(ctx, 'postalcard'),
  },
  {
    // "Polls: coordinator, director, teacher, sponsor." Polls are a communication route (§2), so
    // they follow the communication flag like the other communication entries.
    key: 'polls',
    path: '/polls',
    ...side('normal'),
    profiles: ['COORDINATOR', 'DIRECTOR', 'TEACHER', 'SPONSOR'],
    excluded: none,
    condition: communication,
  },
  {
    // "Contacts: guardian (and child if the brand allows)."
    key: 'contacts',
    path: '/contacts',
    ...side('normal'),
    profiles: familyProfiles,
    excluded: none,
    condition: (ctx) =>
      communication(ctx) && (profileOf(ctx) !== 'CHILD' || ctx.brandVariant === 'childrenLogin'),
  },
  {
    // "Welfare prestations: child or guardian; need the flag, at least one prestation configured
    //  and the school's timezone."
    key: 'prestationWelfare',
    path: '/modules/prestation-welfare',
    ...side('normal'),
    profiles: familyProfiles,
    excluded: none,
    condition: (ctx) =>
      featureOn(ctx, 'prestation_welfare') && ctx.prestationsConfigured > 0 && !!ctx.school?.timezone,
  },
  // "Meal: guardian or child, with the meal flag."
  {
    key: 'meal',
    path: '/modules/meal',
    ...side('normal'),
    profiles: familyProfiles,
    excluded: none,
    condition: (ctx) => featureOn(ctx, 'meal'),
  },
  // "Requests: guardian or child when any of visitation, conviviality or family_link is enabled.
  //  Families requests: coordinator, director, teacher under the same condition."
  {
    key: 'requests',
    path: '/requests',
    ...side('normal'),
    profiles: familyProfiles,
    excluded: none,
    condition: anyRequestModule,
  },
  {
    key: 'familiesRequests',
    path: '/families-requests',
    ...side('normal'),
    profiles: pros,
    excluded: none,
    condition: anyRequestModule,
  },
  // "Flower shop and photo book: guardian only." The shop also needs its own flag (§3 names it);
  // the provider segment of /stores/{provider} is not given by the spec.
  {
    key: 'flowerShop',
    path: '/stores/flower-shop',
    ...side('normal'),
    profiles: ['GUARDIAN'],
    excluded: none,
    condition: (ctx) => featureOn(ctx, 'flower_shop'),
  },
  {
    key: 'photoBook',
    path: '/photosbook',
    ...side('normal'),
    profiles: ['GUARDIAN'],
    excluded: none,
    condition: always,
  },
  // "Notebook: coordinator, director, teacher. Family notebook: guardian or child when the child
  //  has a notebook." Both need the notebook module (its flag exists in §3).
  {
    key: 'notebook',
    path: '/notebook',
    ...side('normal'),
    profiles: pros,
    excluded: none,
    condition: (ctx) => featureOn(ctx, 'notebook'),
  },
  {
    key: 'familyNotebook',
    path: '/notebook/:schoolId/:childId',
    ...side('normal'),
    profiles: familyProfiles,
    excluded: none,
    condition: (ctx) =>
      featureOn(ctx, 'notebook') && ctx.currentChild?.hasNotebook === true && ctx.school !== null,
  },
  // "Management section: needs management enabled. Teachers see child access. Others see it if
  //  child, team or section access is not Disabled. Children and parents: coordinator, director,
  //  teacher. Team manager, groups and invitations: coordinator, director." Each entry also needs
  //  its own access level visible (§5).
  {
    key: 'management.childrenAndParents',
    path: '/children-and-parents',
    ...side('normal'),
    group: 'management',
    profiles: pros,
    excluded: none,
    condition: (ctx) => managementSection(ctx) && accessLevelVisible(ctx.accessLevels.child),
  },
  {
    key: 'management.team',
    path: '/team',
    ...side('normal'),
    group: 'management',
    profiles: dc,
    excluded: none,
    condition: (ctx) => managementSection(ctx) && accessLevelVisible(ctx.accessLevels.team),
  },
  {
    key: 'management.sections',
    path: '/sections',
    ...side('normal'),
    group: 'management',
    profiles: dc,
    excluded: none,
    condition: (ctx) => managementSection(ctx) && accessLevelVisible(ctx.accessLevels.section),
  },
  // The spec names no route for invitations; they live on the team page.
  {
    key: 'management.invitations',
    path: '/team?tab=invitations',
    ...side('normal'),
    group: 'management',
    profiles: dc,
    excluded: none,
    condition: managementSection,
  },
  {
    // "Advisor-host entry: coordinator with the advisor flag and advisor guest." It opens the host
    // answer dialog of spec 000 §4 (no route).
    key: 'advisorHost',
    path: null,
    action: 'openAdvisorHostDialog',
    ...side('normal'),
    profiles: ['COORDINATOR'],
    excluded: none,
    condition: mayOpenAdvisorHost,
  },

  // --- daily mode: "Daily: teacher, director, coordinator." ---
  { key: 'daily', path: '/daily', ...side('daily'), profiles: pros, excluded: none, condition: daily },
  {
    // "Check-in needs check-in mode other than none."
    key: 'daily.checkIn',
    path: '/daily/check-in/children',
    ...side('daily'),
    profiles: pros,
    excluded: none,
    condition: (ctx) => daily(ctx) && dailyAllowCheckIn(ctx) !== 'none',
  },
  {
    // "Pro check-in needs daily and manager enabled, pro check-in by code allowed (default true)
    //  and a non-observer."
    key: 'daily.proCheckIn',
    path: '/daily/check-in/pro',
    ...side('daily'),
    profiles: pros,
    excluded: none,
    condition: (ctx) => daily(ctx) && manager(ctx) && allowProCheckInByCode(ctx) && notObserver(ctx),
  },
  // "Daily parameters: director, coordinator, non-observer."
  {
    key: 'daily.settings',
    path: '/daily/settings',
    ...side('daily'),
    profiles: dc,
    excluded: none,
    condition: (ctx) => daily(ctx) && notObserver(ctx),
  },

  // --- advisor mode: "Advisor pages: director, coordinator, ETUDE with the global advisor flag." ---
  ...(
    [
      ['advisor.dashboard', '/advisor/dashboard'],
      ['advisor.history', '/advisor/history'],
      ['advisor.campaigns', '/advisor/campaigns'],
      ['advisor.questions', '/advisor/questions'],
      ['advisor.schools', '/advisor/schools'],
      ['advisor.reports', '/advisor/reports'],
      ['advisor.sectors', '/advisor/sectors'],
    ] as const
  ).map(([key, path]) => ({
    key,
    path,
    ...side('advisor'),
    profiles: advisorProfiles,
    excluded: none,
    condition: advisorPages,
  })),
  {
    // "Telephone surveys also need phone-call surveys not disabled."
    key: 'advisor.telephoneSurveys',
    path: '/advisor/telephone-surveys',
    ...side('advisor'),
    profiles: advisorProfiles,
    excluded: none,
    condition: (ctx) => advisorPages(ctx) && allowPhonecallSurvey(ctx),
  },

  // --- manager mode (and manager-lite) ---
  // "teacher, director, coordinator for dashboard, child planning, absences, extra days, child
  //  list, pro daily planning."
  ...(
    [
      ['manager.dashboard', '/manager/admin/dashboard/occupation'],
      ['manager.childPlanning', '/manager/admin/plannings/child'],
      ['manager.absences', '/manager/admin/oto/absences'],
      ['manager.extraDays', '/manager/admin/oto/extra-days'],
      ['manager.children', '/manager/admin/children'],
      ['manager.proDailyPlanning', '/manager/admin/plannings/supervisor/daily'],
    ] as const
  ).map(([key, path]) => ({
    key,
    path,
    ...side('manager'),
    profiles: pros,
    excluded: none,
    condition: manager,
  })),
  // "Director and coordinator for availabilities (non-observer), pre-registrations (not
  //  manager-lite), companies, invoices (non-observer and not manager-lite), supervisor absences
  //  (non-observer), structure, openings, templates, contract templates, pricing."
  {
    key: 'manager.availabilities',
    path: '/manager/admin/oto/suggestions',
    ...side('manager'),
    profiles: dc,
    excluded: none,
    condition: (ctx) => manager(ctx) && notObserver(ctx),
  },
  {
    key: 'manager.preRegistrations',
    path: '/manager/admin/pre-inscriptions',
    ...side('manager'),
    profiles: dc,
    excluded: none,
    condition: managerFull,
  },
  {
    key: 'manager.companies',
    path: '/manager/admin/company',
    ...side('manager'),
    profiles: dc,
    excluded: none,
    condition: manager,
  },
  {
    key: 'manager.invoices',
    path: '/manager/admin/invoicing/children',
    ...side('manager'),
    profiles: dc,
    excluded: none,
    condition: (ctx) => managerFull(ctx) && notObserver(ctx),
  },
  {
    key: 'manager.supervisorAbsences',
    path: '/manager/admin/supervisor/absences',
    ...side('manager'),
    profiles: dc,
    excluded: none,
    condition: (ctx) => manager(ctx) && notObserver(ctx),
  },
  ...(
    [
      ['manager.structure', '/manager/admin/structure'],
      ['manager.openings', '/manager/admin/openings'],
      ['manager.templates', '/manager/admin/templates'],
      ['manager.contractTemplates', '/manager/admin/contract-templates'],
      ['manager.pricing', '/manager/admin/pricing'],
    ] as const
  ).map(([key, path]) => ({
    key,
    path,
    ...side('manager'),
    profiles: dc,
    excluded: none,
    condition: manager,
  })),
  // "Coordinator only for group settings."
  {
    key: 'manager.groupSettings',
    path: '/manager/admin/group-settings',
    ...side('manager'),
    profiles: ['COORDINATOR'],
    excluded: none,
    condition: manager,
  },

  // --- manager-guardian mode ---
  // "Guardian manager menu: extra days, absences, availabilities, documents, invoices,
  //  authorizations, contract, about. Conditions: manager enabled, not manager-lite, user is
  //  contract holder of the child; about needs the school public page visible."
  ...(
    [
      ['managerGuardian.extraDays', '/manager/guardian/extra-days'],
      ['managerGuardian.absences', '/manager/guardian/absences'],
      ['managerGuardian.availabilities', '/manager/guardian/suggestions'],
      ['managerGuardian.documents', '/manager/guardian/documents'],
      ['managerGuardian.invoices', '/manager/guardian/invoices'],
      ['managerGuardian.authorizations', '/manager/guardian/authorizations'],
      ['managerGuardian.contract', '/manager/guardian/contract'],
    ] as const
  ).map(([key, path]) => ({
    key,
    path,
    ...side('manager-guardian'),
    profiles: ['GUARDIAN'] as const,
    excluded: none,
    condition: guardianManager,
  })),
  {
    key: 'managerGuardian.about',
    path: '/manager/guardian/about',
    ...side('manager-guardian'),
    profiles: ['GUARDIAN'],
    excluded: none,
    condition: (ctx) => guardianManager(ctx) && ctx.school?.publicPageVisible === true,
  },

  // --- account (avatar) menu: "my children, invite a relative (opens a modal), my profile,
  //     contrast-mode toggle, logout". "Guardian-only account entries: my children, invite a relative."
  {
    key: 'account.myChildren',
    path: '/my-children',
    place: 'account',
    mode: null,
    profiles: ['GUARDIAN'],
    excluded: none,
    condition: always,
  },
  {
    key: 'account.inviteRelative',
    path: null,
    action: 'openInviteDialog',
    place: 'account',
    mode: null,
    profiles: ['GUARDIAN'],
    excluded: none,
    condition: always,
  },
  {
    key: 'account.profile',
    path: '/account',
    place: 'account',
    mode: null,
    profiles: mainSiteProfiles,
    excluded: none,
    condition: always,
  },
  {
    key: 'account.contrast',
    path: null,
    action: 'toggleContrast',
    place: 'account',
    mode: null,
    profiles: mainSiteProfiles,
    excluded: none,
    condition: always,
  },
  // The global-logout flag is added by logoutPath() (shell.ts).
  {
    key: 'account.logout',
    path: '/logout',
    place: 'account',
    mode: null,
    profiles: mainSiteProfiles,
    excluded: none,
    condition: always,
  },
] as const satisfies readonly MenuItem[]

export type MenuKey = (typeof menuItems)[number]['key']

/** A visible entry, its path filled in. */
export interface VisibleMenuItem {
  key: MenuKey
  path: string | null
  action?: MenuAction
  group?: 'management'
}

/** Spec 000 §5: role matches, role not excluded, own condition holds. */
export function itemVisible(item: MenuItem, ctx: AccessContext): boolean {
  const profile = profileOf(ctx)
  return item.profiles.includes(profile) && !item.excluded.includes(profile) && item.condition(ctx)
}

function fillPath(path: string | null, ctx: AccessContext): string | null {
  if (path === null) return null
  const childId = ctx.actor.currentChildId ?? (profileOf(ctx) === 'CHILD' ? ctx.actor.userId : '')
  return path.replace(':schoolId', ctx.school?.id ?? '').replace(':childId', childId)
}

function toVisible(item: MenuItem, ctx: AccessContext): VisibleMenuItem {
  const visible: VisibleMenuItem = { key: item.key as MenuKey, path: fillPath(item.path, ctx) }
  if (item.action) visible.action = item.action
  if (item.group) visible.group = item.group
  return visible
}

/** Spec 000 §6: the side menu of a mode, in the order above. Manager-lite shows the manager menu. */
export function visibleMenu(ctx: AccessContext, mode: ApplicationMode): VisibleMenuItem[] {
  const menuMode: MenuMode = mode === 'manager-lite' ? 'manager' : mode
  const items: readonly MenuItem[] = menuItems
  return items
    .filter((item) => item.place === 'side' && item.mode === menuMode && itemVisible(item, ctx))
    .map((item) => toVisible(item, ctx))
}

/** The avatar menu entries of spec 000 §2, in every layout. */
export function accountMenu(ctx: AccessContext): VisibleMenuItem[] {
  const items: readonly MenuItem[] = menuItems
  return items
    .filter((item) => item.place === 'account' && itemVisible(item, ctx))
    .map((item) => toVisible(item, ctx))
}

/**
 * Spec 000 §2 route guards: "a user without access to a page goes to the first accessible page".
 * The first visible side entry with a route, across menus in the order above (normal first);
 * null sends the user to no-page-accessible.
 */
export function firstAccessiblePath(ctx: AccessContext): string | null {
  const items: readonly MenuItem[] = menuItems
  const first = items.find((item) => item.place === 'side' && item.path !== null && itemVisible(item, ctx))
  return first ? fillPath(first.path, ctx) : null
}

/** The first accessible route of one mode's menu, or null. */
export function firstAccessiblePathIn(ctx: AccessContext, mode: ApplicationMode): string | null {
  return visibleMenu(ctx, mode).find((item) => item.path !== null)?.path ?? null
}
