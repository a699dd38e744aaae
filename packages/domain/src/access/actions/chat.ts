import type { ActionRule } from './action-rule'
import type { ProfileType } from '../../enums/people'
import { profileTypes } from '../../enums/people'
import { chatUserProfiles } from '../../rules/chat-availability'

// Chat. No `feature` on these rules: the chat availability (spec 001 §8) answers its own
// codes (CHAT_NOT_ENABLED_BY_SCOPE, CANNOT_USE_CHAT, CHAT_DISABLED_AND_LOCKED), so the service
// checks the communication module itself (chat.availability.ts). Observers read, never write.

/** Who has a chat at all: pros and families (spec 001 §5 matrix senders and recipients). */
const chatProfiles = chatUserProfiles

export const chatActions = {
  // Every profile may ask: the others learn CANNOT_USE_CHAT (spec 001 §8) rather than a bare 403.
  'chat.scope': { profiles: profileTypes, write: false },
  'chat.updateOptions': { profiles: chatProfiles, write: true },
  'chat.blocks': { profiles: chatProfiles, write: false },
  'chat.block': { profiles: chatProfiles, write: true },
  'chat.unblock': { profiles: chatProfiles, write: true },
  'chat.recipients': { profiles: chatProfiles, write: false },
  'chat.channelUsers': { profiles: chatProfiles, write: false },
  'chat.channels': { profiles: chatProfiles, write: false },
  'chat.channel': { profiles: chatProfiles, write: false },
  'chat.createChannel': { profiles: chatProfiles, write: true },
  'chat.updateChannel': { profiles: chatProfiles, write: true },
  'chat.deleteChannel': { profiles: chatProfiles, write: true },
  'chat.leaveChannel': { profiles: chatProfiles, write: true },
  'chat.messages': { profiles: chatProfiles, write: false },
  'chat.messagesSince': { profiles: chatProfiles, write: false },
  'chat.send': { profiles: chatProfiles, write: true },
  'chat.editMessage': { profiles: chatProfiles, write: true },
  'chat.deleteMessage': { profiles: chatProfiles, write: true },
  'chat.react': { profiles: chatProfiles, write: true },
  // A seen mark is the reader's own state (as postal-card read marks): observers may set it, else
  // their unseen counts would never go down.
  'chat.markSeen': { profiles: chatProfiles, write: false },
  'chat.seenBy': { profiles: chatProfiles, write: false },
} as const satisfies Record<string, ActionRule & { profiles: readonly ProfileType[] }>
