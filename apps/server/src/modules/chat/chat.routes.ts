import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { registerRealtimeTask } from '../../platform/realtime-server'
import { registerMediaVisibility } from '../media/media.visibility'
import { ChatEvents } from './chat.events'
import { startChatMailDigest } from './chat.mail'
import { visibleMessageIds } from './chat.media'
import * as chat from './chat.service'

// Spec 001 §7: thin handlers. The router checks each action's rule first, the service checks the
// chat availability (§8) and membership, writes run in one transaction and their realtime events
// leave after the commit.

// A chat message's file is readable by the members who see the message.
registerMediaVisibility('chat-message', (db, actor, ids) => visibleMessageIds(db, actor, ids))
// Issue 6 item 6: the e-mail digest runs beside every app (chat.mail.ts).
registerRealtimeTask((deps) => startChatMailDigest(deps))

export function chatRoutes(route: Route): void {
  const c = contracts.chat

  route(c.scope, async ({ actor, db }) => chat.chatScope(db, actor))

  route(c.updateOptions, async ({ actor, db, body }) => {
    return db.transaction((tx) => chat.updateOptions(tx, actor, body))
  })

  route(c.blocks, async ({ actor, db }) => chat.listBlocks(db, actor))

  route(c.block, async ({ actor, db, deps, params }) => {
    const events = new ChatEvents()
    await db.transaction((tx) => chat.block(tx, actor, params.userId, events))
    events.emit(deps)
    return null
  })

  route(c.unblock, async ({ actor, db, deps, params }) => {
    const events = new ChatEvents()
    await db.transaction((tx) => chat.unblock(tx, actor, params.userId, events))
    events.emit(deps)
    return null
  })

  route(c.recipients, async ({ actor, db, query }) => chat.recipients(db, actor, query))

  route(c.channelUsers, async ({ actor, db, body }) => chat.channelUsers(db, actor, body.users))

  route(c.channels, async ({ actor, db, query }) => chat.channels(db, actor, query))

  route(c.channel, async ({ actor, db, params }) => chat.channel(db, actor, params.id))

  route(c.createChannel, async ({ actor, db, deps, now, body }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) => chat.createChannel(tx, actor, now, body, events))
    events.emit(deps)
    return result
  })

  route(c.updateChannel, async ({ actor, db, deps, now, params, body }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) => chat.updateChannel(tx, actor, now, params.id, body, events))
    events.emit(deps)
    return result
  })

  route(c.deleteChannel, async ({ actor, db, deps, params }) => {
    const events = new ChatEvents()
    await db.transaction((tx) => chat.deleteChannel(tx, actor, params.id, events))
    events.emit(deps)
    return null
  })

  route(c.leaveChannel, async ({ actor, db, deps, params }) => {
    const events = new ChatEvents()
    await db.transaction((tx) => chat.leaveChannel(tx, actor, params.id, events))
    events.emit(deps)
    return null
  })

  route(c.messages, async ({ actor, db, params, query }) => chat.messages(db, actor, params.id, query))

  route(c.messagesSince, async ({ actor, db, params, query }) =>
    chat.messagesSince(db, actor, params.id, query),
  )

  route(c.send, async ({ actor, db, deps, now, params, body }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) => chat.send(tx, actor, now, params.id, body, events))
    events.emit(deps)
    return result
  })

  route(c.editMessage, async ({ actor, db, deps, now, params, body }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) =>
      chat.editMessage(tx, actor, now, params.id, body.text, events),
    )
    events.emit(deps)
    return result
  })

  route(c.deleteMessage, async ({ actor, db, deps, now, params }) => {
    const events = new ChatEvents()
    await db.transaction((tx) => chat.deleteMessage(tx, actor, now, params.id, events))
    events.emit(deps)
    return null
  })

  route(c.react, async ({ actor, db, deps, params, body }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) => chat.react(tx, actor, params.id, body.reactionType, events))
    events.emit(deps)
    return result
  })

  route(c.markSeen, async ({ actor, db, deps, now, params }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) => chat.markSeen(tx, actor, now, params.id, events))
    events.emit(deps)
    return result
  })

  route(c.seenBy, async ({ actor, db, params }) => chat.seenBy(db, actor, params.id))
}
