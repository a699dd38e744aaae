// Spec 000 §3 and spec 001 §3: the enumerations of the communication modules.

/** News item types (spec 000 §3), the `type` of a row of the news index. */
export const newsTypes = ['Post', 'Folder', 'Gallery', 'PostalCard', 'Event', 'Poll', 'Daily'] as const
export type NewsType = (typeof newsTypes)[number]

/** Life of a news item: a moderated author's news waits as `pending` (spec 000 §4 notifications). */
export const newsStatuses = ['draft', 'pending', 'published', 'refused'] as const
export type NewsStatus = (typeof newsStatuses)[number]

/** Spec 000 §3 share target: target_type and target_id. */
export const shareTargetTypes = ['User', 'Section', 'School'] as const
export type ShareTargetType = (typeof shareTargetTypes)[number]

/** Spec 000 §3 feed filter (publishedStatus of spec 001 §3). */
export const feedPublishedStatuses = [
  'PUBLISHED',
  'PUBLISHED_AND_OWNER_DELAYED',
  'OWNER_DELAYED',
  'ALL',
] as const
export type FeedPublishedStatus = (typeof feedPublishedStatuses)[number]

/** Spec 000 §3 media audience; Invalid (-1) is never stored. */
export const mediaAudiences = ['GuardianOnly', 'ChildOnly', 'GuardianAndChild'] as const
export type MediaAudience = (typeof mediaAudiences)[number]

/** Spec 001 §3 reaction types; the pickers offer the first three (spec 001 §9). */
export const reactionTypes = ['heart', 'thumbsUp', 'smile', 'sad'] as const
export type ReactionType = (typeof reactionTypes)[number]
