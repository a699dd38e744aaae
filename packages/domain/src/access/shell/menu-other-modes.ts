import { allowPhonecallSurvey, allowProCheckInByCode, dailyAllowCheckIn } from '../scope/context'
import { mainSiteProfiles } from '../roles'
import {
  always,
  notObserver,
  daily,
  advisorPages,
  manager,
  managerFull,
  guardianManager,
  side,
  none,
  pros,
  dc,
  advisorProfiles,
} from './menu-conditions'
import type { MenuItem } from './menu'

// Spec 000 §6 menu rules of the daily, advisor, manager and manager-guardian modes and of the
// avatar menu, one entry per line of the spec, in the menu's order (menu.ts).

export const otherMenuItems = [
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
