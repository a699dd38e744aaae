import { describe, expect, it } from 'vitest'
import type { ProfileType } from '../../enums/people'
import type { MenuItem, MenuKey } from './menu'
import {
  accountMenu,
  firstAccessiblePath,
  firstAccessiblePathIn,
  itemVisible,
  menuItems,
  visibleMenu,
} from './menu'
import type { ContextOptions } from '../test-context'
import { CHILD, SCHOOL, allOff, contextFor } from '../test-context'

interface Row {
  key: MenuKey
  profile: ProfileType
  given: string
  ctx?: ContextOptions
  shows: boolean
}

const on = 'ACTIVE' as const
const off = 'DISABLED' as const
const noComm: ContextOptions = { features: allOff }

const normal: Row[] = [
  // Newsfeed: guardians always; others when communication is enabled (default on).
  { key: 'newsfeed', profile: 'GUARDIAN', given: 'communication disabled', ctx: noComm, shows: true },
  { key: 'newsfeed', profile: 'TEACHER', given: 'communication by default', shows: true },
  { key: 'newsfeed', profile: 'TEACHER', given: 'communication disabled', ctx: noComm, shows: false },
  { key: 'newsfeed', profile: 'CHILD', given: 'communication disabled', ctx: noComm, shows: false },
  { key: 'newsfeed', profile: 'SUPER_ADMIN', given: 'not a main-site role', shows: false },
  // Messaging, calendar, albums, folders, sponsor news, contacts need communication; messaging,
  // albums, folders and postal cards exclude sponsors.
  { key: 'chat', profile: 'GUARDIAN', given: 'communication on', shows: true },
  { key: 'chat', profile: 'SPONSOR', given: 'sponsor excluded', shows: false },
  // The chat page of a profile without a chat only says CANNOT_USE_CHAT (spec 001 §8).
  { key: 'chat', profile: 'ETUDE', given: 'no chat for this profile', shows: false },
  { key: 'chat', profile: 'TEACHER', given: 'communication disabled', ctx: noComm, shows: false },
  { key: 'calendar', profile: 'SPONSOR', given: 'communication on', shows: true },
  { key: 'calendar', profile: 'DIRECTOR', given: 'communication disabled', ctx: noComm, shows: false },
  { key: 'galleries', profile: 'TEACHER', given: 'communication on', shows: true },
  { key: 'galleries', profile: 'SPONSOR', given: 'sponsor excluded', shows: false },
  { key: 'galleries', profile: 'GUARDIAN', given: 'communication disabled', ctx: noComm, shows: false },
  { key: 'folders', profile: 'GUARDIAN', given: 'communication on', shows: true },
  { key: 'folders', profile: 'SPONSOR', given: 'sponsor excluded', shows: false },
  { key: 'folders', profile: 'COORDINATOR', given: 'communication disabled', ctx: noComm, shows: false },
  { key: 'sponsorNews', profile: 'SPONSOR', given: 'communication on', shows: true },
  { key: 'sponsorNews', profile: 'SPONSOR', given: 'communication disabled', ctx: noComm, shows: false },
  // Postal cards: the postal-card flag plus communication.
  {
    key: 'postalCards',
    profile: 'GUARDIAN',
    given: 'postalcard on',
    ctx: { features: { postalcard: on } },
    shows: true,
  },
  { key: 'postalCards', profile: 'GUARDIAN', given: 'postalcard by default (off)', shows: false },
  {
    key: 'postalCards',
    profile: 'TEACHER',
    given: 'postalcard on, communication off',
    ctx: { features: { postalcard: on, communication: off } },
    shows: false,
  },
  {
    key: 'postalCards',
    profile: 'SPONSOR',
    given: 'postalcard on, sponsor excluded',
    ctx: { features: { postalcard: on } },
    shows: false,
  },
  // Polls: coordinator, director, teacher, sponsor.
  { key: 'polls', profile: 'SPONSOR', given: 'communication on', shows: true },
  { key: 'polls', profile: 'COORDINATOR', given: 'communication on', shows: true },
  { key: 'polls', profile: 'GUARDIAN', given: 'not a poll role', shows: false },
  { key: 'polls', profile: 'CHILD', given: 'not a poll role', shows: false },
  { key: 'polls', profile: 'TEACHER', given: 'communication disabled', ctx: noComm, shows: false },
  // Contacts: guardian (and child if the brand allows).
  { key: 'contacts', profile: 'GUARDIAN', given: 'standard brand', shows: true },
  { key: 'contacts', profile: 'CHILD', given: 'standard brand', shows: false },
  {
    key: 'contacts',
    profile: 'CHILD',
    given: 'childrenLogin brand',
    ctx: { brandVariant: 'childrenLogin' },
    shows: true,
  },
  { key: 'contacts', profile: 'TEACHER', given: 'not a contacts role', shows: false },
  { key: 'contacts', profile: 'GUARDIAN', given: 'communication disabled', ctx: noComm, shows: false },
]

const welfare: ContextOptions = { features: { prestation_welfare: on }, prestationsConfigured: 2 }
const schoolNoTz = { id: SCHOOL, publicPageVisible: true, timezone: null }
const modules: Row[] = [
  // Welfare prestations: child or guardian; flag, one prestation configured, school timezone.
  {
    key: 'prestationWelfare',
    profile: 'GUARDIAN',
    given: 'flag, 2 prestations, timezone',
    ctx: welfare,
    shows: true,
  },
  {
    key: 'prestationWelfare',
    profile: 'CHILD',
    given: 'flag, 2 prestations, timezone',
    ctx: welfare,
    shows: true,
  },
  {
    key: 'prestationWelfare',
    profile: 'GUARDIAN',
    given: 'no prestation configured',
    ctx: { ...welfare, prestationsConfigured: 0 },
    shows: false,
  },
  {
    key: 'prestationWelfare',
    profile: 'GUARDIAN',
    given: 'school without timezone',
    ctx: { ...welfare, school: schoolNoTz },
    shows: false,
  },
  {
    key: 'prestationWelfare',
    profile: 'GUARDIAN',
    given: 'flag off',
    ctx: { prestationsConfigured: 2 },
    shows: false,
  },
  { key: 'prestationWelfare', profile: 'TEACHER', given: 'not a family role', ctx: welfare, shows: false },
  // Meal: guardian or child, with the meal flag.
  { key: 'meal', profile: 'CHILD', given: 'meal ACTIVE', ctx: { features: { meal: on } }, shows: true },
  {
    key: 'meal',
    profile: 'GUARDIAN',
    given: 'meal BYPASS',
    ctx: { features: { meal: 'BYPASS' } },
    shows: true,
  },
  { key: 'meal', profile: 'GUARDIAN', given: 'meal off', shows: false },
  {
    key: 'meal',
    profile: 'TEACHER',
    given: 'meal on, not a family role',
    ctx: { features: { meal: on } },
    shows: false,
  },
  // Requests / families requests: any of visitation, conviviality, family_link.
  {
    key: 'requests',
    profile: 'GUARDIAN',
    given: 'visitation on',
    ctx: { features: { visitation: on } },
    shows: true,
  },
  {
    key: 'requests',
    profile: 'CHILD',
    given: 'family_link on',
    ctx: { features: { family_link: on } },
    shows: true,
  },
  { key: 'requests', profile: 'GUARDIAN', given: 'no request module', shows: false },
  {
    key: 'requests',
    profile: 'DIRECTOR',
    given: 'conviviality on, staff role',
    ctx: { features: { conviviality: on } },
    shows: false,
  },
  {
    key: 'familiesRequests',
    profile: 'DIRECTOR',
    given: 'conviviality on',
    ctx: { features: { conviviality: on } },
    shows: true,
  },
  {
    key: 'familiesRequests',
    profile: 'TEACHER',
    given: 'family_link on',
    ctx: { features: { family_link: on } },
    shows: true,
  },
  {
    key: 'familiesRequests',
    profile: 'SPONSOR',
    given: 'visitation on, not a staff role of requests',
    ctx: { features: { visitation: on } },
    shows: false,
  },
  { key: 'familiesRequests', profile: 'COORDINATOR', given: 'no request module', shows: false },
  // Flower shop and photo book: guardian only.
  {
    key: 'flowerShop',
    profile: 'GUARDIAN',
    given: 'flower_shop on',
    ctx: { features: { flower_shop: on } },
    shows: true,
  },
  { key: 'flowerShop', profile: 'GUARDIAN', given: 'flower_shop off', shows: false },
  {
    key: 'flowerShop',
    profile: 'CHILD',
    given: 'flower_shop on',
    ctx: { features: { flower_shop: on } },
    shows: false,
  },
  { key: 'photoBook', profile: 'GUARDIAN', given: 'guardian', shows: true },
  { key: 'photoBook', profile: 'CHILD', given: 'child', shows: false },
  { key: 'photoBook', profile: 'TEACHER', given: 'teacher', shows: false },
  // Notebook: coordinator, director, teacher. Family notebook: guardian or child with a notebook.
  {
    key: 'notebook',
    profile: 'TEACHER',
    given: 'notebook on',
    ctx: { features: { notebook: on } },
    shows: true,
  },
  { key: 'notebook', profile: 'TEACHER', given: 'notebook off', shows: false },
  {
    key: 'notebook',
    profile: 'GUARDIAN',
    given: 'notebook on, family role',
    ctx: { features: { notebook: on } },
    shows: false,
  },
  {
    key: 'familyNotebook',
    profile: 'GUARDIAN',
    given: 'child has a notebook',
    ctx: { features: { notebook: on }, currentChild: { hasNotebook: true, isContractHolder: false } },
    shows: true,
  },
  {
    key: 'familyNotebook',
    profile: 'CHILD',
    given: 'has a notebook',
    ctx: { features: { notebook: on }, currentChild: { hasNotebook: true, isContractHolder: false } },
    shows: true,
  },
  {
    key: 'familyNotebook',
    profile: 'GUARDIAN',
    given: 'child has no notebook',
    ctx: { features: { notebook: on } },
    shows: false,
  },
  {
    key: 'familyNotebook',
    profile: 'TEACHER',
    given: 'staff role',
    ctx: { features: { notebook: on } },
    shows: false,
  },
]

const mgmt = (
  levels: Partial<Record<'child' | 'team' | 'section', 'All' | 'ReadOnly' | 'Disabled'>>,
): ContextOptions => ({
  features: { management: on },
  accessLevels: { child: 'All', team: 'All', section: 'All', ...levels },
})
const management: Row[] = [
  // Management: needs management; teachers by child access; others if any access is not Disabled.
  {
    key: 'management.childrenAndParents',
    profile: 'TEACHER',
    given: 'management on, child All',
    ctx: mgmt({}),
    shows: true,
  },
  {
    key: 'management.childrenAndParents',
    profile: 'TEACHER',
    given: 'child ReadOnly',
    ctx: mgmt({ child: 'ReadOnly' }),
    shows: true,
  },
  {
    key: 'management.childrenAndParents',
    profile: 'TEACHER',
    given: 'child Disabled, team All',
    ctx: mgmt({ child: 'Disabled' }),
    shows: false,
  },
  {
    key: 'management.childrenAndParents',
    profile: 'DIRECTOR',
    given: 'child Disabled',
    ctx: mgmt({ child: 'Disabled' }),
    shows: false,
  },
  { key: 'management.childrenAndParents', profile: 'COORDINATOR', given: 'management off', shows: false },
  {
    key: 'management.childrenAndParents',
    profile: 'SPONSOR',
    given: 'not a management role',
    ctx: mgmt({}),
    shows: false,
  },
  { key: 'management.team', profile: 'DIRECTOR', given: 'team All', ctx: mgmt({}), shows: true },
  { key: 'management.team', profile: 'TEACHER', given: 'teacher', ctx: mgmt({}), shows: false },
  {
    key: 'management.team',
    profile: 'DIRECTOR',
    given: 'team Disabled',
    ctx: mgmt({ team: 'Disabled' }),
    shows: false,
  },
  { key: 'management.sections', profile: 'COORDINATOR', given: 'section All', ctx: mgmt({}), shows: true },
  {
    key: 'management.sections',
    profile: 'COORDINATOR',
    given: 'section Disabled',
    ctx: mgmt({ section: 'Disabled' }),
    shows: false,
  },
  {
    key: 'management.invitations',
    profile: 'DIRECTOR',
    given: 'only team ReadOnly',
    ctx: mgmt({ child: 'Disabled', team: 'ReadOnly', section: 'Disabled' }),
    shows: true,
  },
  {
    key: 'management.invitations',
    profile: 'DIRECTOR',
    given: 'every access Disabled',
    ctx: mgmt({ child: 'Disabled', team: 'Disabled', section: 'Disabled' }),
    shows: false,
  },
  { key: 'management.invitations', profile: 'TEACHER', given: 'teacher', ctx: mgmt({}), shows: false },
  // Advisor-host entry: coordinator with the advisor flag and advisor guest.
  {
    key: 'advisorHost',
    profile: 'COORDINATOR',
    given: 'advisor on, advisor guest',
    ctx: { features: { advisor: on }, actor: { advisorGuest: true } },
    shows: true,
  },
  {
    key: 'advisorHost',
    profile: 'COORDINATOR',
    given: 'advisor on, not a guest',
    ctx: { features: { advisor: on } },
    shows: false,
  },
  {
    key: 'advisorHost',
    profile: 'DIRECTOR',
    given: 'advisor on, guest',
    ctx: { features: { advisor: on }, actor: { advisorGuest: true } },
    shows: false,
  },
  {
    key: 'advisorHost',
    profile: 'COORDINATOR',
    given: 'advisor off, guest',
    ctx: { actor: { advisorGuest: true } },
    shows: false,
  },
]

const dailyOn = (allowCheckIn?: unknown, more: ContextOptions = {}): ContextOptions => ({
  ...more,
  features: { daily: on, ...more.features },
  options: { daily: allowCheckIn === undefined ? {} : { allowCheckIn }, ...more.options },
})
const dailyRows: Row[] = [
  // Daily: teacher, director, coordinator.
  { key: 'daily', profile: 'TEACHER', given: 'daily on', ctx: dailyOn(), shows: true },
  { key: 'daily', profile: 'TEACHER', given: 'daily off', shows: false },
  { key: 'daily', profile: 'GUARDIAN', given: 'daily on, guardian', ctx: dailyOn(), shows: false },
  // Check-in needs check-in mode other than none.
  {
    key: 'daily.checkIn',
    profile: 'DIRECTOR',
    given: 'allowCheckIn check-in',
    ctx: dailyOn('check-in'),
    shows: true,
  },
  {
    key: 'daily.checkIn',
    profile: 'COORDINATOR',
    given: 'allowCheckIn morning-word',
    ctx: dailyOn('morning-word'),
    shows: true,
  },
  { key: 'daily.checkIn', profile: 'TEACHER', given: 'allowCheckIn all', ctx: dailyOn('all'), shows: true },
  {
    key: 'daily.checkIn',
    profile: 'DIRECTOR',
    given: 'allowCheckIn none',
    ctx: dailyOn('none'),
    shows: false,
  },
  { key: 'daily.checkIn', profile: 'DIRECTOR', given: 'allowCheckIn missing', ctx: dailyOn(), shows: false },
  {
    key: 'daily.checkIn',
    profile: 'DIRECTOR',
    given: 'allowCheckIn unknown',
    ctx: dailyOn('sometimes'),
    shows: false,
  },
  // Pro check-in: daily and manager, allowProCheckInByCode (default true), non-observer.
  {
    key: 'daily.proCheckIn',
    profile: 'TEACHER',
    given: 'daily and manager on',
    ctx: dailyOn(undefined, { features: { manager: on } }),
    shows: true,
  },
  {
    key: 'daily.proCheckIn',
    profile: 'TEACHER',
    given: 'allowProCheckInByCode false',
    ctx: dailyOn(undefined, {
      features: { manager: on },
      options: { manager: { allowProCheckInByCode: false } },
    }),
    shows: false,
  },
  {
    key: 'daily.proCheckIn',
    profile: 'TEACHER',
    given: 'observer',
    ctx: dailyOn(undefined, { features: { manager: on }, actor: { observer: true } }),
    shows: false,
  },
  { key: 'daily.proCheckIn', profile: 'DIRECTOR', given: 'manager off', ctx: dailyOn(), shows: false },
  // Daily parameters: director, coordinator, non-observer.
  { key: 'daily.settings', profile: 'DIRECTOR', given: 'daily on', ctx: dailyOn(), shows: true },
  { key: 'daily.settings', profile: 'TEACHER', given: 'teacher', ctx: dailyOn(), shows: false },
  {
    key: 'daily.settings',
    profile: 'COORDINATOR',
    given: 'observer',
    ctx: dailyOn(undefined, { actor: { observer: true } }),
    shows: false,
  },
]

const advisorKeys = [
  'advisor.dashboard',
  'advisor.history',
  'advisor.campaigns',
  'advisor.questions',
  'advisor.schools',
  'advisor.reports',
  'advisor.sectors',
  'advisor.telephoneSurveys',
] as const satisfies readonly MenuKey[]
const globalAdvisor: ContextOptions = { global: { advisor: on } }
const advisorRows: Row[] = [
  // Advisor pages: director, coordinator, ETUDE with the global advisor flag.
  ...advisorKeys.flatMap((key): Row[] => [
    { key, profile: 'DIRECTOR', given: 'global advisor on', ctx: globalAdvisor, shows: true },
    { key, profile: 'ETUDE', given: 'global advisor on', ctx: globalAdvisor, shows: true },
    {
      key,
      profile: 'COORDINATOR',
      given: 'school advisor only',
      ctx: { features: { advisor: on } },
      shows: false,
    },
    { key, profile: 'TEACHER', given: 'global advisor on, teacher', ctx: globalAdvisor, shows: false },
  ]),
  // Telephone surveys also need phone-call surveys not disabled.
  {
    key: 'advisor.telephoneSurveys',
    profile: 'ETUDE',
    given: 'allowPhonecallSurvey false',
    ctx: { ...globalAdvisor, globalOptions: { advisor: { allowPhonecallSurvey: false } } },
    shows: false,
  },
  {
    key: 'advisor.telephoneSurveys',
    profile: 'DIRECTOR',
    given: 'allowPhonecallSurvey true',
    ctx: { ...globalAdvisor, options: { advisor: { allowPhonecallSurvey: true } } },
    shows: true,
  },
]

const managerOn: ContextOptions = { features: { manager: on } }
const lite: ContextOptions = { features: { manager: on }, options: { manager: { isManagerLite: true } } }
const observerManager: ContextOptions = { ...managerOn, actor: { observer: true } }
const managerProKeys = [
  'manager.dashboard',
  'manager.childPlanning',
  'manager.absences',
  'manager.extraDays',
  'manager.children',
  'manager.proDailyPlanning',
] as const satisfies readonly MenuKey[]
const managerDcKeys = [
  'manager.companies',
  'manager.structure',
  'manager.openings',
  'manager.templates',
  'manager.contractTemplates',
  'manager.pricing',
] as const satisfies readonly MenuKey[]
const managerRows: Row[] = [
  // Teacher, director, coordinator for dashboard, child planning, absences, extra days, child list, pro daily planning.
  ...managerProKeys.flatMap((key): Row[] => [
    { key, profile: 'TEACHER', given: 'manager on', ctx: managerOn, shows: true },
    { key, profile: 'DIRECTOR', given: 'manager-lite', ctx: lite, shows: true },
    { key, profile: 'GUARDIAN', given: 'manager on, guardian', ctx: managerOn, shows: false },
    { key, profile: 'COORDINATOR', given: 'manager off', shows: false },
  ]),
  // Director and coordinator for companies, structure, openings, templates, contract templates, pricing.
  ...managerDcKeys.flatMap((key): Row[] => [
    { key, profile: 'DIRECTOR', given: 'manager on', ctx: managerOn, shows: true },
    { key, profile: 'COORDINATOR', given: 'manager-lite', ctx: lite, shows: true },
    { key, profile: 'TEACHER', given: 'manager on, teacher', ctx: managerOn, shows: false },
    { key, profile: 'DIRECTOR', given: 'manager off', shows: false },
  ]),
  { key: 'manager.availabilities', profile: 'DIRECTOR', given: 'manager on', ctx: managerOn, shows: true },
  { key: 'manager.availabilities', profile: 'TEACHER', given: 'teacher', ctx: managerOn, shows: false },
  {
    key: 'manager.availabilities',
    profile: 'DIRECTOR',
    given: 'observer',
    ctx: observerManager,
    shows: false,
  },
  {
    key: 'manager.preRegistrations',
    profile: 'COORDINATOR',
    given: 'manager on',
    ctx: managerOn,
    shows: true,
  },
  { key: 'manager.preRegistrations', profile: 'COORDINATOR', given: 'manager-lite', ctx: lite, shows: false },
  { key: 'manager.preRegistrations', profile: 'TEACHER', given: 'teacher', ctx: managerOn, shows: false },
  { key: 'manager.invoices', profile: 'DIRECTOR', given: 'manager on', ctx: managerOn, shows: true },
  { key: 'manager.invoices', profile: 'DIRECTOR', given: 'manager-lite', ctx: lite, shows: false },
  { key: 'manager.invoices', profile: 'COORDINATOR', given: 'observer', ctx: observerManager, shows: false },
  {
    key: 'manager.supervisorAbsences',
    profile: 'DIRECTOR',
    given: 'manager on',
    ctx: managerOn,
    shows: true,
  },
  {
    key: 'manager.supervisorAbsences',
    profile: 'DIRECTOR',
    given: 'observer',
    ctx: observerManager,
    shows: false,
  },
  // Coordinator only for group settings.
  { key: 'manager.groupSettings', profile: 'COORDINATOR', given: 'manager on', ctx: managerOn, shows: true },
  { key: 'manager.groupSettings', profile: 'DIRECTOR', given: 'director', ctx: managerOn, shows: false },
]

const holder: ContextOptions = { ...managerOn, currentChild: { hasNotebook: false, isContractHolder: true } }
const guardianManagerKeys = [
  'managerGuardian.extraDays',
  'managerGuardian.absences',
  'managerGuardian.availabilities',
  'managerGuardian.documents',
  'managerGuardian.invoices',
  'managerGuardian.authorizations',
  'managerGuardian.contract',
  'managerGuardian.about',
] as const satisfies readonly MenuKey[]
const guardianManagerRows: Row[] = [
  // Manager enabled, not manager-lite, user is contract holder of the child.
  ...guardianManagerKeys.flatMap((key): Row[] => [
    { key, profile: 'GUARDIAN', given: 'manager on, contract holder', ctx: holder, shows: true },
    { key, profile: 'GUARDIAN', given: 'not a contract holder', ctx: managerOn, shows: false },
    {
      key,
      profile: 'GUARDIAN',
      given: 'manager-lite',
      ctx: { ...lite, currentChild: holder.currentChild ?? null },
      shows: false,
    },
    {
      key,
      profile: 'GUARDIAN',
      given: 'manager off',
      ctx: { currentChild: holder.currentChild ?? null },
      shows: false,
    },
    { key, profile: 'TEACHER', given: 'staff role', ctx: holder, shows: false },
  ]),
  // About needs the school public page visible.
  {
    key: 'managerGuardian.about',
    profile: 'GUARDIAN',
    given: 'public page hidden',
    ctx: { ...holder, school: { id: SCHOOL, publicPageVisible: false, timezone: 'Europe/Paris' } },
    shows: false,
  },
]

const accountRows: Row[] = [
  // Guardian-only account entries: my children, invite a relative.
  { key: 'account.myChildren', profile: 'GUARDIAN', given: 'guardian', shows: true },
  { key: 'account.myChildren', profile: 'TEACHER', given: 'teacher', shows: false },
  { key: 'account.inviteRelative', profile: 'GUARDIAN', given: 'guardian', shows: true },
  { key: 'account.inviteRelative', profile: 'CHILD', given: 'child', shows: false },
  // My profile, contrast toggle and logout: every main-site role.
  ...(['account.profile', 'account.contrast', 'account.logout'] as const).flatMap((key): Row[] => [
    { key, profile: 'SPONSOR', given: 'main-site role', shows: true },
    { key, profile: 'GROUP_ADMIN', given: 'not a main-site role', shows: false },
  ]),
]

const rows = [
  ...normal,
  ...modules,
  ...management,
  ...dailyRows,
  ...advisorRows,
  ...managerRows,
  ...guardianManagerRows,
  ...accountRows,
]

function item(key: MenuKey): MenuItem {
  const found = (menuItems as readonly MenuItem[]).find((candidate) => candidate.key === key)
  if (!found) throw new Error(`no menu item ${key}`)
  return found
}

describe('spec 000 §6 menu rules (§5: role matches, not excluded, own condition)', () => {
  it.each(rows)('$key for $profile, $given → $shows', ({ key, profile, ctx, shows }) => {
    expect(itemVisible(item(key), contextFor(profile, ctx))).toBe(shows)
  })

  it.each(menuItems.map((m) => m.key))('%s has at least one allowed and one denied case', (key) => {
    const cases = rows.filter((row) => row.key === key)
    expect(cases.some((row) => row.shows)).toBe(true)
    expect(cases.some((row) => !row.shows)).toBe(true)
  })

  it('keys are unique and every entry with a route names a path of spec 000 §2', () => {
    const keys = menuItems.map((m) => m.key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const m of menuItems as readonly MenuItem[]) {
      if (m.path === null) expect(m.action).toBeDefined()
      else expect(m.path.startsWith('/')).toBe(true)
    }
  })
})

describe('spec 000 §6 visibleMenu and firstAccessiblePath', () => {
  it('lists the normal menu of a guardian in order', () => {
    const keys = visibleMenu(contextFor('GUARDIAN'), 'normal').map((m) => m.key)
    expect(keys).toEqual([
      'newsfeed',
      'chat',
      'calendar',
      'galleries',
      'folders',
      'sponsorNews',
      'contacts',
      'photoBook',
    ])
  })

  it('fills the family notebook path with the current school and child', () => {
    const ctx = contextFor('GUARDIAN', {
      features: { notebook: on },
      currentChild: { hasNotebook: true, isContractHolder: false },
    })
    expect(visibleMenu(ctx, 'normal').find((m) => m.key === 'familyNotebook')?.path).toBe(
      `/notebook/${SCHOOL}/${CHILD}`,
    )
  })

  it('fills the family notebook path of a child with themselves', () => {
    const ctx = contextFor('CHILD', {
      features: { notebook: on },
      currentChild: { hasNotebook: true, isContractHolder: false },
    })
    expect(firstAccessiblePathIn(ctx, 'normal')).toBe('/')
    expect(visibleMenu(ctx, 'normal').find((m) => m.key === 'familyNotebook')?.path).toBe(
      `/notebook/${SCHOOL}/${CHILD}`,
    )
  })

  it('keeps the management group on its entries', () => {
    const ctx = contextFor('DIRECTOR', { features: { management: on } })
    const management = visibleMenu(ctx, 'normal').filter((m) => m.group === 'management')
    expect(management.map((m) => m.key)).toEqual([
      'management.childrenAndParents',
      'management.team',
      'management.sections',
      'management.invitations',
    ])
  })

  it('shows the manager menu in manager-lite mode without the full-only entries', () => {
    const keys = visibleMenu(contextFor('COORDINATOR', lite), 'manager-lite').map((m) => m.key)
    expect(keys).toContain('manager.dashboard')
    expect(keys).not.toContain('manager.invoices')
    expect(keys).not.toContain('manager.preRegistrations')
  })

  it('does not put account entries in a side menu', () => {
    const keys = visibleMenu(contextFor('GUARDIAN'), 'normal').map((m) => m.key)
    expect(keys.some((key) => key.startsWith('account.'))).toBe(false)
  })

  it('gives the first accessible route: the newsfeed when communication is on', () => {
    expect(firstAccessiblePath(contextFor('TEACHER'))).toBe('/')
  })

  it('skips to the next menus when communication is off', () => {
    expect(firstAccessiblePath(contextFor('TEACHER', { features: { communication: off, daily: on } }))).toBe(
      '/daily',
    )
    expect(
      firstAccessiblePath(contextFor('DIRECTOR', { features: { communication: off, manager: on } })),
    ).toBe('/manager/admin/dashboard/occupation')
  })

  it('skips entries without a route (the advisor-host dialog)', () => {
    const ctx = contextFor('COORDINATOR', {
      features: { communication: off, advisor: on },
      actor: { advisorGuest: true },
    })
    expect(visibleMenu(ctx, 'normal').map((m) => m.key)).toEqual(['advisorHost'])
    expect(firstAccessiblePath(ctx)).toBeNull()
  })

  it('gives null when nothing is accessible', () => {
    expect(firstAccessiblePath(contextFor('SPONSOR', { features: allOff }))).toBeNull()
  })
})

describe('spec 000 §2 account menu', () => {
  it.each([
    [
      'GUARDIAN',
      [
        'account.myChildren',
        'account.inviteRelative',
        'account.profile',
        'account.contrast',
        'account.logout',
      ],
    ],
    ['TEACHER', ['account.profile', 'account.contrast', 'account.logout']],
    ['CHILD', ['account.profile', 'account.contrast', 'account.logout']],
    ['SUPER_ADMIN', []],
  ] as const)('%s sees %j', (profile, keys) => {
    expect(accountMenu(contextFor(profile)).map((m) => m.key)).toEqual(keys)
  })

  it('marks the dialog and toggle entries with their action', () => {
    const menu = accountMenu(contextFor('GUARDIAN'))
    expect(menu.find((m) => m.key === 'account.inviteRelative')).toEqual({
      key: 'account.inviteRelative',
      path: null,
      action: 'openInviteDialog',
    })
    expect(menu.find((m) => m.key === 'account.contrast')?.action).toBe('toggleContrast')
  })
})
