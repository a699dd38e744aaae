import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import {
  mediaAudienceEnum,
  newsStatusEnum,
  newsTypeEnum,
  reactionTypeEnum,
  shareTargetTypeEnum,
} from './enums'
import { users } from './people'
import { media } from './platform'
import { schools, sections } from './structure'

// ARCHITECTURE §6 Content: one `news` row per item that appears in a feed, and its targets.
// A feed is "news whose targets intersect my audience set, newest first", served by the index on
// (target_type, target_id, publish_at desc, news_id desc) with keyset pagination.

export const news = pgTable(
  'news',
  {
    id: id(),
    type: newsTypeEnum().notNull(),
    /** The post, folder, gallery, postal card, event, poll or daily row this item shows. */
    referenceId: uuid().notNull(),
    ownerId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    status: newsStatusEnum().notNull().default('published'),
    /** When the item appears in feeds; later than created_at for delayed publication. */
    publishAt: timestamp({ withTimezone: true }).notNull(),
    /** Plain text of the title/content for the feed's content search (spec 001 §3 newsContent). */
    searchText: text().notNull().default(''),
    /** Counts per reaction type, kept in step with news_reactions in the same transaction. */
    reactionCounts: jsonb().$type<Record<string, number>>().notNull().default({}),
    refusalReason: text(),
    moderatedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    moderatedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('news_reference_key').on(t.type, t.referenceId),
    index('news_owner_idx').on(t.ownerId, t.publishAt.desc()),
    index('news_pending_idx')
      .on(t.schoolId, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
)

export const newsTargets = pgTable(
  'news_targets',
  {
    id: id(),
    newsId: uuid()
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    targetType: shareTargetTypeEnum().notNull(),
    targetId: uuid().notNull(),
    /** A copy of news.publish_at, so the feed reads one index in order. */
    publishAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('news_targets_feed_idx').on(t.targetType, t.targetId, t.publishAt.desc(), t.newsId.desc()),
    uniqueIndex('news_targets_key').on(t.newsId, t.targetType, t.targetId),
  ],
)

/** Spec 001 §4 News reactions: one reaction per user and item. */
export const newsReactions = pgTable(
  'news_reactions',
  {
    id: id(),
    newsId: uuid()
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: reactionTypeEnum().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('news_reactions_key').on(t.newsId, t.userId),
    index('news_reactions_news_idx').on(t.newsId, t.createdAt.desc()),
  ],
)

export const posts = pgTable(
  'posts',
  {
    id: id(),
    ownerId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    /** Sanitised on the server before it is stored. */
    contentHtml: text().notNull(),
    /** Sponsor news (spec 000 §2 /publicities). */
    sponsored: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [index('posts_owner_idx').on(t.ownerId)],
)

export const galleries = pgTable(
  'galleries',
  {
    id: id(),
    ownerId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('galleries_owner_idx').on(t.ownerId),
    // The album list: a school's albums, newest first, paged by (created_at, id).
    index('galleries_school_idx').on(t.schoolId, t.createdAt.desc(), t.id.desc()),
  ],
)

export const folders = pgTable(
  'folders',
  {
    id: id(),
    ownerId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    audience: mediaAudienceEnum().notNull().default('GuardianAndChild'),
    ...timestamps,
  },
  (t) => [
    index('folders_owner_idx').on(t.ownerId),
    // The folders page: a school's folders, newest first (keyset on created_at, id).
    index('folders_school_idx').on(t.schoolId, t.createdAt.desc(), t.id.desc()),
  ],
)

export const polls = pgTable(
  'polls',
  {
    id: id(),
    ownerId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    question: text().notNull(),
    supportsMultiple: boolean().notNull().default(false),
    closesAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('polls_owner_idx').on(t.ownerId),
    // The polls page: a school's polls, newest first (keyset on created_at, id).
    index('polls_school_idx').on(t.schoolId, t.createdAt.desc(), t.id.desc()),
  ],
)

export const pollOptions = pgTable(
  'poll_options',
  {
    id: id(),
    pollId: uuid()
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    position: integer().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('poll_options_position_key').on(t.pollId, t.position)],
)

export const pollVotes = pgTable(
  'poll_votes',
  {
    id: id(),
    pollId: uuid()
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    optionId: uuid()
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('poll_votes_key').on(t.optionId, t.userId),
    index('poll_votes_poll_user_idx').on(t.pollId, t.userId),
  ],
)

/** Spec 000 §6: a photo with a short message from a family to its child's section. */
export const postalCards = pgTable(
  'postal_cards',
  {
    id: id(),
    ownerId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectionId: uuid()
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    schoolId: uuid()
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    mediaId: uuid().references(() => media.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('postal_cards_section_idx').on(t.sectionId, t.createdAt.desc()),
    index('postal_cards_child_idx').on(t.childId, t.createdAt.desc()),
  ],
)

/** Which staff member has read which postal card (the unread count of spec 000 §7). */
export const postalCardReads = pgTable(
  'postal_card_reads',
  {
    id: id(),
    postalCardId: uuid()
      .notNull()
      .references(() => postalCards.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('postal_card_reads_key').on(t.postalCardId, t.userId)],
)

/** Children who appear in a photo or video (docs/galleries.md). */
export const mediaChildren = pgTable(
  'media_children',
  {
    id: id(),
    mediaId: uuid()
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    childId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taggedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('media_children_key').on(t.mediaId, t.childId),
    index('media_children_child_idx').on(t.childId, t.createdAt.desc()),
  ],
)

/** A multipart upload in progress (spec 000 §7 multipart create, parts, complete). */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    id: id(),
    mediaId: uuid()
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    /** The storage driver's id for the upload (S3 UploadId, or ours for the local folder). */
    storageUploadId: text().notNull(),
    partCount: integer().notNull(),
    parts: jsonb().$type<Array<{ partNumber: number; etag: string }>>().notNull().default([]),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('media_uploads_media_key').on(t.mediaId)],
)
