import type { ActionRule } from './action-rule'
import { profileTypes, type ProfileType } from '../../enums/people'
import { mainSiteProfiles } from '../roles'

// Posts and sponsor news, moderation and the notification panel. Finer rules live in the
// services: targets within scope (news.targets.ts), the brand rule for families (sharing.ts),
// edit/delete by the owner or a director/coordinator of the school, moderation by moderators of
// the item's school, the panel for moderators or moderated users only (shell/shell.ts).

/** Who may write posts at all; families are further limited by the brand variant. */
const authors = [
  'TEACHER',
  'DIRECTOR',
  'COORDINATOR',
  'SPONSOR',
  'GUARDIAN',
  'CHILD',
] as const satisfies readonly ProfileType[]

export const postsActions = {
  'posts.read': { profiles: authors, write: false, feature: 'communication' },
  'posts.create': { profiles: authors, write: true, feature: 'communication' },
  'posts.update': { profiles: authors, write: true, feature: 'communication' },
  'posts.delete': { profiles: authors, write: true, feature: 'communication' },
  'posts.targets': { profiles: authors, write: false, feature: 'communication' },
  // Spec 000 §6: sponsor news needs communication enabled; everyone on the main site reads it.
  'posts.sponsorNews': { profiles: mainSiteProfiles, write: false, feature: 'communication' },
  // Spec 000 §5: the panel is for moderators or moderated users of any profile (checked in the
  // service with mayFetchNotifications); the counts are a start-up call of every session (§7).
  'notifications.toModerate': { profiles: profileTypes, write: false },
  'notifications.pendingModeration': { profiles: profileTypes, write: false },
  'notifications.counts': { profiles: profileTypes, write: false },
  'notifications.approve': { profiles: profileTypes, write: true },
  'notifications.refuse': { profiles: profileTypes, write: true },
  'notifications.deleteItem': { profiles: profileTypes, write: true },
  // Public (docs/notifications.md "Unsubscribe"): the signed link speaks for its recipient, so
  // the rule only matters for a signed-in caller, who is treated like anyone else.
  'notifications.unsubscribeShow': { profiles: profileTypes, write: false },
  'notifications.unsubscribe': { profiles: profileTypes, write: false },
} as const satisfies Record<string, ActionRule>
