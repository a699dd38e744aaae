import { accessLevelVisible } from '../access-level'
import { featureOn, profileOf } from '../scope/context'
import { mayOpenAdvisorHost } from './shell'
import { familyProfiles, mainSiteProfiles } from '../roles'
import {
  always,
  communication,
  anyRequestModule,
  managementSection,
  side,
  none,
  pros,
  dc,
} from './menu-conditions'
import type { MenuItem } from './menu'
import { chatUserProfiles } from '../../rules/chat-availability'

// Spec 000 §6 menu rules of the normal (communication) mode, one entry per line of the spec, in
// the menu's order (menu.ts).

export const normalMenuItems = [
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
  // Only the profiles that have a chat (rules/chat-availability.ts): the others' chat page could
  // only say CANNOT_USE_CHAT (spec 001 §8), so the menu does not lead there. Sponsors are among
  // them, as the line above says, and so is the etude account.
  {
    key: 'chat',
    path: '/chat',
    ...side('normal'),
    profiles: chatUserProfiles,
    excluded: none,
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
] as const satisfies readonly MenuItem[]
