import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { id, timestamps } from './columns'
import { reactionTypeEnum } from './enums'
import { users } from './people'
import { media } from './platform'

// Chat (spec 001 §3 Chat, docs/chat.md). A channel has members; messages are ordered by
// (created_at, id) and paged with keyset conditions on that pair (chat_messages_channel_idx).
// "Seen" is a cursor per member (the last message marked seen): the unseen count is a range count
// on the same index, and every mark is kept (chat_seen_marks) so that seen-by can say when.

export const chatChannels = pgTable(
  'chat_channels',
  {
    id: id(),
    /** The creator: only they edit or delete the channel. */
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text(),
    /** One of the ten chat colours (domain enums/chat.ts chatColors). */
    color: text(),
    /**
     * "<smaller id>:<larger id>" of a one-to-one channel (two members, no title), unique so that a
     * second creation reuses it (spec 001 §3 oneToOneOwners); null for group channels.
     */
    oneToOneKey: text(),
    oneToOneCreatorId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    oneToOneRecipientId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    /** Spec 001 §3 chatChannelOptions.jsonb.answersOnlyVisibleByOwner. */
    answersOnlyVisibleByOwner: boolean().notNull().default(false),
    /** Children the conversation is about (spec 001 §3 childIds). */
    childIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Time of the last message (or of the creation): the order of the channel list. */
    lastActivityAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chat_channels_one_to_one_key').on(t.oneToOneKey),
    index('chat_channels_owner_idx').on(t.ownerId),
  ],
)

export const chatMembers = pgTable(
  'chat_members',
  {
    id: id(),
    channelId: uuid()
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The seen cursor: every message up to (created_at, id) of this one is seen. */
    seenUpToCreatedAt: timestamp({ withTimezone: true }),
    seenUpToMessageId: uuid(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chat_members_channel_user_key').on(t.channelId, t.userId),
    index('chat_members_user_idx').on(t.userId),
  ],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    channelId: uuid()
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The client-made id of the send: a retry with the same one returns this row. */
    clientId: uuid(),
    text: text(),
    mediaId: uuid().references(() => media.id, { onDelete: 'set null' }),
    editedAt: timestamp({ withTimezone: true }),
    /** Soft delete: the message stays in place, shown as deleted, without text nor media. */
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('chat_messages_channel_idx').on(t.channelId, t.createdAt, t.id),
    uniqueIndex('chat_messages_client_key').on(t.ownerId, t.clientId),
  ],
)

/** Spec 001 §3 userReactions: one reaction per user and message. */
export const chatReactions = pgTable(
  'chat_reactions',
  {
    id: id(),
    messageId: uuid()
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reactionType: reactionTypeEnum().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('chat_reactions_message_user_key').on(t.messageId, t.userId)],
)

/** Each "mark seen" that moved a member's cursor: seen-by answers when a message was seen. */
export const chatSeenMarks = pgTable(
  'chat_seen_marks',
  {
    id: id(),
    channelId: uuid()
      .notNull()
      .references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    upToCreatedAt: timestamp({ withTimezone: true }).notNull(),
    upToMessageId: uuid().notNull(),
    seenAt: timestamp({ withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('chat_seen_marks_channel_idx').on(t.channelId, t.upToCreatedAt, t.upToMessageId)],
)

/** Spec 001 §3 prohibited users: `userId` blocked `blockedUserId`. */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('chat_blocks_user_blocked_key').on(t.userId, t.blockedUserId),
    index('chat_blocks_blocked_idx').on(t.blockedUserId),
  ],
)

/**
 * The e-mail digest state of a user. `coveredUntil`: messages created up to then
 * were considered by a mail already; `lastMailAt`: at most one mail per window.
 */
export const chatMailStates = pgTable('chat_mail_states', {
  id: id(),
  userId: uuid()
    .notNull()
    .unique('chat_mail_states_user_key')
    .references(() => users.id, { onDelete: 'cascade' }),
  coveredUntil: timestamp({ withTimezone: true }).notNull(),
  lastMailAt: timestamp({ withTimezone: true }).notNull(),
  ...timestamps,
})
