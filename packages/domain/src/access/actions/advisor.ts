import type { ActionRule } from './action-rule'
import { advisorProfiles } from '../shell/menu-conditions'

// Spec 000 §6 "Advisor pages: director, coordinator, ETUDE with the global advisor flag." Each
// works within their structure scope: a coordinator or ETUDE member their group's schools, a
// director their school (the service filters by it; outside it, 404). The answer flows (popup,
// host dialog, public links, phone) bring their own actions.

const pages = { profiles: advisorProfiles, globalFeature: 'advisor' } as const

export const advisorActions = {
  'advisor.scope': { ...pages, write: false },
  'advisor.sectors.list': { ...pages, write: false },
  'advisor.sectors.create': { ...pages, write: true },
  'advisor.sectors.update': { ...pages, write: true },
  'advisor.sectors.delete': { ...pages, write: true },
  'advisor.library.list': { ...pages, write: false },
  'advisor.library.create': { ...pages, write: true },
  'advisor.library.update': { ...pages, write: true },
  'advisor.library.delete': { ...pages, write: true },
  'advisor.campaigns.list': { ...pages, write: false },
  'advisor.campaigns.get': { ...pages, write: false },
  'advisor.campaigns.create': { ...pages, write: true },
  'advisor.campaigns.update': { ...pages, write: true },
  'advisor.campaigns.setStatus': { ...pages, write: true },
  'advisor.campaigns.delete': { ...pages, write: true },
  'advisor.reports.get': { ...pages, write: false },
  'advisor.reports.comments': { ...pages, write: false },
  'advisor.reports.exportComments': { ...pages, write: false },
} as const satisfies Record<string, ActionRule>
