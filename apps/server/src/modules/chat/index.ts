// The public face of chat (ARCHITECTURE §2): other modules use only what is exported here —
// the unread count that the notifications' counters include.
export { newMessagesCount } from './chat.messages.service'
