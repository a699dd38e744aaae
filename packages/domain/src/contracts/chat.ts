import { z } from 'zod'
import { zName, zTextQuery } from './text'
import { reactionTypes } from '../enums/content'
import { chatAvailabilities, chatColors, chatMessagePageSize } from '../enums/chat'
import { profileTypes } from '../enums/people'
import { zChannelId, zChannelIdOut, zChildIdOut, zDateTime, zMediaIdOut, zUserIdOut } from '../ids'
import { zPage } from './common'
import { defineRoute, type RouteDef } from './define'
import { zMediaSummary } from './media'

// Chat (docs/chat.md). Spec 001 §2 chat screen, §3 Chat (channel, message, user options,
// blocked users, ten colours), §4 Chat (availability, blocking), §5 (search ignoring case and
// accents; who may message whom), §7 (channel users, user scope, channel list, channel by id,
// messages with untilMessageId and maxMessages=25, mark seen; socket events), §8 (availability
// errors), §9 (page size 25). docs/chat.md tells the choices where the spec is silent.

const zId = z.uuid()
const zIdParams = z.object({ id: zId })
const zChannelParams = z.object({ id: zChannelId })
/** PostgreSQL text cannot hold a NUL character: refused as a validation error, never a 500. */
const noNul = (s: string) => !s.includes('\u0000')

/** Spec 001 §3 user options. */
export const zChatUserOptions = z.object({
  /** Receive an e-mail when a message stays unseen (batched, docs/chat.md). */
  sendEmailOnMessage: z.boolean(),
  /** Guardians who share no child with me may start a chat with me. */
  otherFamilyCanContactMe: z.boolean(),
  /** Pros who share no school with me may start a chat with me. */
  otherProCanContactMe: z.boolean(),
  /** I may start a chat with pros who share no school with me. */
  meCanContactOtherPro: z.boolean(),
  /** I may start a chat with guardians who share no child with me. */
  meCanContactOtherFamily: z.boolean(),
})
export type ChatUserOptionsDto = z.infer<typeof zChatUserOptions>

/** A person as chat shows them: a member, a message owner, a recipient, a blocked user. */
export const zChatUser = z.object({
  id: zUserIdOut,
  firstname: z.string(),
  lastname: z.string(),
  profileType: z.enum(profileTypes),
  /** Media id of the avatar; the URL comes from GET /api/v1/media/avatars/:userId. */
  avatarMediaId: zMediaIdOut.nullable(),
})
export type ChatUser = z.infer<typeof zChatUser>

/** Spec 001 §7 chat user scope. Only `ENABLED` is answered with 200; the refusals are 403s (§8). */
export const zChatScope = z.object({
  availability: z.enum(chatAvailabilities),
  userId: zUserIdOut,
  options: zChatUserOptions,
  /** Spec 001 §3 the list of prohibited (blocked) users. */
  blockedUsers: z.array(zChatUser),
  /** The actor may create channels (the matrix of spec 001 §5 or a family rule allows someone). */
  canStartChat: z.boolean(),
  /** False for observers (spec 001 §6: read-only). */
  canWrite: z.boolean(),
})
export type ChatScope = z.infer<typeof zChatScope>

/** One reaction of a user on a message (spec 001 §3 userReactions). */
export const zChatUserReaction = z.object({
  userId: zUserIdOut,
  chatMessageId: z.string(),
  reactionType: z.enum(reactionTypes),
})
export type ChatUserReaction = z.infer<typeof zChatUserReaction>

/** Spec 001 §3 Message. */
export const zChatMessage = z.object({
  id: z.string(),
  chatChannelId: zChannelIdOut,
  ownerUserId: zUserIdOut,
  owner: zChatUser,
  /** The client-made id of the send (idempotency); null for messages made by the server. */
  clientId: z.string().nullable(),
  /** Spec 001 §3 jsonb.text; null when the message is only a media or was deleted. */
  text: z.string().nullable(),
  mediaAttachmentId: zMediaIdOut.nullable(),
  mediaAttachment: zMediaSummary.nullable(),
  /** A deleted message stays in place as "message deleted", without text nor media. */
  deleted: z.boolean(),
  /** Set when the text was changed after sending. */
  editedAt: zDateTime.nullable(),
  createdAt: zDateTime,
  updatedAt: zDateTime,
  /** Members other than the owner who have seen the message (spec 001 §3 seenByUsers). */
  seenByUserIds: z.array(zUserIdOut),
  userReactions: z.array(zChatUserReaction),
})
export type ChatMessage = z.infer<typeof zChatMessage>

/** Spec 001 §3 Channel. */
export const zChatChannel = z.object({
  id: zChannelIdOut,
  /** Null for a channel without title: the UI names it after the other members. */
  title: z.string().nullable(),
  color: z.enum(chatColors).nullable(),
  /** Spec 001 §3 jsonb.oneToOneOwners: set on a one-to-one channel (two members, no title). */
  oneToOneOwners: z.object({ creatorId: zUserIdOut, recipientId: zUserIdOut }).nullable(),
  /** The creator; only they edit or delete the channel. */
  ownerUserId: zUserIdOut,
  /** Spec 001 §3 users: the current members, owner included. */
  users: z.array(zChatUser),
  /** Spec 001 §3 chatChannelOptions.jsonb. */
  chatChannelOptions: z.object({ answersOnlyVisibleByOwner: z.boolean() }),
  /** Messages of others the actor has not seen (within what the actor may see). */
  unseenCount: z.number().int(),
  lastMessage: zChatMessage.nullable(),
  /** Children the conversation is about (optional, chosen at creation). */
  childIds: z.array(zChildIdOut),
  /** The actor may post (members, except observers). */
  canWrite: z.boolean(),
  /** The actor owns the channel (edit, delete). */
  canEdit: z.boolean(),
  createdAt: zDateTime,
  /** Time of the last message, or of the creation: the list's order (newest first). */
  lastActivityAt: zDateTime,
})
export type ChatChannel = z.infer<typeof zChatChannel>

const zTitle = zName(100)
const zMemberIds = z.array(zId).max(200)

export const zChatChannelCreate = z.object({
  /** The other members (the actor is added). One id and no title: a one-to-one, reused if it exists. */
  memberIds: zMemberIds.min(1),
  title: zTitle.nullable().optional(),
  color: z.enum(chatColors).nullable().optional(),
  answersOnlyVisibleByOwner: z.boolean().optional(),
  childIds: z.array(zId).max(50).optional(),
})
export type ChatChannelCreate = z.input<typeof zChatChannelCreate>

/** Owner only; a field left out keeps its value. `memberIds` is the full list of other members. */
export const zChatChannelUpdate = z.object({
  title: zTitle.nullable().optional(),
  color: z.enum(chatColors).nullable().optional(),
  memberIds: zMemberIds.min(1).optional(),
  answersOnlyVisibleByOwner: z.boolean().optional(),
})
export type ChatChannelUpdate = z.input<typeof zChatChannelUpdate>

export const zChatChannelListQuery = z.object({
  /** Spec 001 §5: case and accent insensitive, over the title or the other members' names. */
  q: zTextQuery(100).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
})

export const zChatMessagesQuery = z.object({
  /** Spec 001 §7: the page ends just before this message (older ones); none: the newest page. */
  untilMessageId: zId.optional(),
  maxMessages: z.coerce.number().int().min(1).max(100).default(chatMessagePageSize),
})

/** A page of messages, newest first. */
export const zChatMessagePage = z.object({
  items: z.array(zChatMessage),
  /** Older messages remain: ask again with untilMessageId = the last item's id. */
  hasMore: z.boolean(),
})
export type ChatMessagePage = z.infer<typeof zChatMessagePage>

export const zChatMessagesSinceQuery = z.object({
  /** The last message the client holds; the answer lists newer ones, oldest first. */
  sinceMessageId: zId,
  maxMessages: z.coerce.number().int().min(1).max(500).default(100),
})

/** Messages after a known one, oldest first (a client that reconnects). */
export const zChatMessagesSince = z.object({
  items: z.array(zChatMessage),
  /** More newer messages remain: ask again from the last item. */
  hasMore: z.boolean(),
})
export type ChatMessagesSince = z.infer<typeof zChatMessagesSince>

export const zChatMessageSend = z
  .object({
    /** Made by the client (uuid); a retried send with the same id returns the stored message. */
    clientId: zId,
    text: z.string().trim().max(5000).refine(noNul, 'No NUL character').optional(),
    /** One uploaded media (kind `chat`/`attachment`, see media routes). */
    mediaId: zId.optional(),
  })
  .refine((m) => (m.text !== undefined && m.text.length > 0) || m.mediaId !== undefined, {
    message: 'A message needs a text or a media',
  })
export type ChatMessageSend = z.input<typeof zChatMessageSend>

export const zChatMessageEdit = z.object({
  text: z.string().trim().min(1).max(5000).refine(noNul, 'No NUL character'),
})

export const zChatReact = z.object({ reactionType: z.enum(reactionTypes) })

export const zChatSeen = z.object({
  chatChannelId: zChannelIdOut,
  /** The actor's unseen count in the channel after the mark. */
  unseenCount: z.number().int(),
})

export const zChatSeenBy = z.object({
  items: z.array(z.object({ user: zChatUser, seenAt: zDateTime })),
})

export const zChatRecipientsQuery = z.object({
  /** Case and accent insensitive over first and last names. */
  q: zTextQuery(100).optional(),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
})

const zUserIdParams = z.object({ userId: zId })

// Realtime events (spec 001 §7, ARCHITECTURE §8), emitted to each concerned member's `user:<id>`
// room. The database stays the source of truth: a reconnecting client fetches messages since.

/** `chat.message.new`: sent to the members who may see the message. */
export const zChatEventMessageNew = z.object({ chatChannelId: zChannelIdOut, message: zChatMessage })
/** `chat.message.edit`. */
export const zChatEventMessageEdit = z.object({ chatChannelId: zChannelIdOut, message: zChatMessage })
/** `chat.message.delete`: the message is now shown as deleted. */
export const zChatEventMessageDelete = z.object({ chatChannelId: zChannelIdOut, messageId: z.string() })
/** `chat.views` (spec 001 §7 views: messageIds, viewedBy). */
export const zChatEventViews = z.object({
  chatChannelId: zChannelIdOut,
  messageIds: z.array(z.string()),
  viewedBy: zUserIdOut,
})
/** `chat.reaction` (spec 001 §7: reactionType -1 means removal). */
export const zChatEventReaction = z.object({
  chatChannelId: zChannelIdOut,
  messageId: z.string(),
  emitterUserId: zUserIdOut,
  reactionType: z.union([z.enum(reactionTypes), z.literal(-1)]),
})
/** `chat.channel.delete`: the channel is gone for this user (deleted, left or removed from it). */
export const zChatEventChannelDelete = z.object({ chatChannelId: zChannelIdOut })
/** `chat.channel.change`: created, renamed, recoloured, members or option changed: re-fetch it. */
export const zChatEventChannelChange = z.object({ chatChannelId: zChannelIdOut })
export type ChatEventMessageNew = z.infer<typeof zChatEventMessageNew>
export type ChatEventMessageEdit = z.infer<typeof zChatEventMessageEdit>
export type ChatEventMessageDelete = z.infer<typeof zChatEventMessageDelete>
export type ChatEventViews = z.infer<typeof zChatEventViews>
export type ChatEventReaction = z.infer<typeof zChatEventReaction>
export type ChatEventChannelDelete = z.infer<typeof zChatEventChannelDelete>
export type ChatEventChannelChange = z.infer<typeof zChatEventChannelChange>

export const chatContract = {
  scope: defineRoute({
    action: 'chat.scope',
    method: 'GET',
    path: '/api/v1/chat/scope',
    summary:
      'Chat user scope (spec 001 §7): options and blocked users; 403 CANNOT_USE_CHAT, CHAT_DISABLED_AND_LOCKED or CHAT_NOT_ENABLED_BY_SCOPE when unavailable (§8)',
    auth: 'session',
    response: zChatScope,
  }),
  updateOptions: defineRoute({
    action: 'chat.updateOptions',
    method: 'PUT',
    path: '/api/v1/chat/options',
    summary: 'Change my chat options (spec 001 §3); a field left out keeps its value',
    auth: 'session',
    body: zChatUserOptions.partial(),
    response: zChatUserOptions,
  }),
  blocks: defineRoute({
    action: 'chat.blocks',
    method: 'GET',
    path: '/api/v1/chat/blocks',
    summary: 'The users I blocked (spec 001 §3 prohibited users)',
    auth: 'session',
    response: z.object({ items: z.array(zChatUser) }),
  }),
  block: defineRoute({
    action: 'chat.block',
    method: 'PUT',
    path: '/api/v1/chat/blocks/:userId',
    summary: 'Block a user: their messages and our one-to-one channels leave my view (spec 001 §4)',
    auth: 'session',
    params: zUserIdParams,
    response: z.null(),
    successStatus: 204,
  }),
  unblock: defineRoute({
    action: 'chat.unblock',
    method: 'DELETE',
    path: '/api/v1/chat/blocks/:userId',
    summary: 'Unblock a user: their messages and channels come back',
    auth: 'session',
    params: zUserIdParams,
    response: z.null(),
    successStatus: 204,
  }),
  recipients: defineRoute({
    action: 'chat.recipients',
    method: 'GET',
    path: '/api/v1/chat/recipients',
    summary: 'People I may start a chat with (spec 001 §5 matrix, options, blocks, my scope), by name',
    auth: 'session',
    query: zChatRecipientsQuery,
    response: zPage(zChatUser),
  }),
  channelUsers: defineRoute({
    action: 'chat.channelUsers',
    method: 'POST',
    path: '/api/v1/chat/channel-users',
    summary:
      'Chat channel users (spec 001 §7): the users among the ids that I share a channel with or may contact',
    auth: 'session',
    body: z.object({ users: z.array(zId).max(500) }),
    response: z.object({ users: z.array(zChatUser) }),
  }),
  channels: defineRoute({
    action: 'chat.channels',
    method: 'GET',
    path: '/api/v1/chat/channels',
    summary: 'My channels, latest activity first, with unseen counts and last message; `q` searches',
    auth: 'session',
    query: zChatChannelListQuery,
    response: zPage(zChatChannel),
  }),
  channel: defineRoute({
    action: 'chat.channel',
    method: 'GET',
    path: '/api/v1/chat/channels/:id',
    summary: 'One of my channels (404 when I am not a member)',
    auth: 'session',
    params: zChannelParams,
    response: zChatChannel,
  }),
  createChannel: defineRoute({
    action: 'chat.createChannel',
    method: 'POST',
    path: '/api/v1/chat/channels',
    summary: 'Create a channel; a one-to-one with the same person is reused, not duplicated',
    auth: 'session',
    body: zChatChannelCreate,
    response: zChatChannel,
    successStatus: 201,
  }),
  updateChannel: defineRoute({
    action: 'chat.updateChannel',
    method: 'PUT',
    path: '/api/v1/chat/channels/:id',
    summary: 'Change title, colour, members or option of my channel (owner only)',
    auth: 'session',
    params: zChannelParams,
    body: zChatChannelUpdate,
    response: zChatChannel,
  }),
  deleteChannel: defineRoute({
    action: 'chat.deleteChannel',
    method: 'DELETE',
    path: '/api/v1/chat/channels/:id',
    summary: 'Delete my channel and its messages for everyone (owner only)',
    auth: 'session',
    params: zChannelParams,
    response: z.null(),
    successStatus: 204,
  }),
  leaveChannel: defineRoute({
    action: 'chat.leaveChannel',
    method: 'DELETE',
    path: '/api/v1/chat/channels/:id/membership',
    summary: 'Leave a channel I do not own',
    auth: 'session',
    params: zChannelParams,
    response: z.null(),
    successStatus: 204,
  }),
  messages: defineRoute({
    action: 'chat.messages',
    method: 'GET',
    path: '/api/v1/chat/channels/:id/messages',
    summary: 'Messages of a channel, newest first, 25 per page going back with untilMessageId (spec 001 §7)',
    auth: 'session',
    params: zChannelParams,
    query: zChatMessagesQuery,
    response: zChatMessagePage,
  }),
  messagesSince: defineRoute({
    action: 'chat.messagesSince',
    method: 'GET',
    path: '/api/v1/chat/channels/:id/messages/since',
    summary: 'Messages after a known one, oldest first: what a reconnecting client missed',
    auth: 'session',
    params: zChannelParams,
    query: zChatMessagesSinceQuery,
    response: zChatMessagesSince,
  }),
  send: defineRoute({
    action: 'chat.send',
    method: 'POST',
    path: '/api/v1/chat/channels/:id/messages',
    summary: 'Send a text and/or one media; a retried clientId returns the stored message',
    auth: 'session',
    params: zChannelParams,
    body: zChatMessageSend,
    response: zChatMessage,
    successStatus: 201,
  }),
  editMessage: defineRoute({
    action: 'chat.editMessage',
    method: 'PUT',
    path: '/api/v1/chat/messages/:id',
    summary: 'Change the text of my message',
    auth: 'session',
    params: zIdParams,
    body: zChatMessageEdit,
    response: zChatMessage,
  }),
  deleteMessage: defineRoute({
    action: 'chat.deleteMessage',
    method: 'DELETE',
    path: '/api/v1/chat/messages/:id',
    summary: 'Delete my message (it stays in place as "deleted")',
    auth: 'session',
    params: zIdParams,
    response: z.null(),
    successStatus: 204,
  }),
  react: defineRoute({
    action: 'chat.react',
    method: 'PUT',
    path: '/api/v1/chat/messages/:id/reaction',
    summary: 'React to a message (spec 001 §4: the same again removes it, another replaces it)',
    auth: 'session',
    params: zIdParams,
    body: zChatReact,
    response: zChatMessage,
  }),
  markSeen: defineRoute({
    action: 'chat.markSeen',
    method: 'PUT',
    path: '/api/v1/chat/messages/:id/seen',
    summary: 'Mark chat message seen (spec 001 §7): it and every earlier message of its channel',
    auth: 'session',
    params: zIdParams,
    response: zChatSeen,
  }),
  seenBy: defineRoute({
    action: 'chat.seenBy',
    method: 'GET',
    path: '/api/v1/chat/messages/:id/seen-by',
    summary: 'Who has seen a message, and when',
    auth: 'session',
    params: zIdParams,
    response: zChatSeenBy,
  }),
} satisfies Record<string, RouteDef>
