import type { ActionRule } from './action-rule'

// Newsfeed, news by id, reactions, moderation and the notification panel.
// Spec 000 §6: the roles of the main site read the feed. The newsfeed needs communication for
// everyone but guardians (spec 000 §6 menu rule), which the service checks since the rule is not
// one flag for every profile. Reacting is a write: observers are refused (spec 001 §6).
const mainSite = ['COORDINATOR', 'SPONSOR', 'TEACHER', 'DIRECTOR', 'CHILD', 'GUARDIAN', 'ETUDE'] as const

export const newsActions = {
  'news.feed': { profiles: mainSite, write: false },
  'news.filterOptions': { profiles: mainSite, write: false },
  'news.read': { profiles: mainSite, write: false },
  'news.react': { profiles: mainSite, write: true },
  'news.reactions': { profiles: mainSite, write: false },
} as const satisfies Record<string, ActionRule>
