import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { ChatEvents } from './chat.events'
import * as chat from './chat.service'

// Spec 001 §7: thin handlers. The router checks each action's rule first, the service checks the
// chat availability (§8) and membership, writes run in one transaction and their realtime events
// leave after the commit.

export function chatRoutes(route: Route): void {
  const c = contracts.chat

  route(c.scope, async ({ actor, db }) => chat.chatScope(db, actor))

  route(c.updateOptions, async ({ actor, db, body }) => {
    return db.transaction((tx) => chat.updateOptions(tx, actor, body))
  })

  route(c.blocks, async ({ actor, db }) => chat.listBlocks(db, actor))

  route(c.block, async ({ actor, db, params, realtime }) => {
    const events = new ChatEvents()
    await db.transaction((tx) => chat.block(tx, actor, params.userId, events))
    events.emit(realtime)
    return null
  })

  route(c.unblock, async ({ actor, db, params, realtime }) => {
    const events = new ChatEvents()
    await db.transaction((tx) => chat.unblock(tx, actor, params.userId, events))
    events.emit(realtime)
    return null
  })

  route(c.recipients, async ({ actor, db, query }) => chat.recipients(db, actor, query))

  route(c.channelUsers, async ({ actor, db, body }) => chat.channelUsers(db, actor, body.users))

  route(c.channels, async ({ actor, db, query }) => chat.channels(db, actor, query))

  route(c.channel, async ({ actor, db, params }) => chat.channel(db, actor, params.id))

  route(c.createChannel, async ({ actor, db, now, body, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) => chat.createChannel(tx, actor, now, body, events))
    events.emit(realtime)
    return result
  })

  route(c.updateChannel, async ({ actor, db, now, params, body, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) => chat.updateChannel(tx, actor, now, params.id, body, events))
    events.emit(realtime)
    return result
  })

  route(c.deleteChannel, async ({ actor, db, params, realtime }) => {
    const events = new ChatEvents()
    await db.transaction((tx) => chat.deleteChannel(tx, actor, params.id, events))
    events.emit(realtime)
    return null
  })

  route(c.leaveChannel, async ({ actor, db, params, realtime }) => {
    const events = new ChatEvents()
    await db.transaction((tx) => chat.leaveChannel(tx, actor, params.id, events))
    events.emit(realtime)
    return null
  })

  route(c.messages, async ({ actor, db, params, query }) => chat.messages(db, actor, params.id, query))

  route(c.messagesSince, async ({ actor, db, params, query }) =>
    chat.messagesSince(db, actor, params.id, query),
  )

  route(c.send, async ({ actor, db, now, params, body, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) => chat.send(tx, actor, now, params.id, body, events))
    events.emit(realtime)
    return result
  })

  route(c.editMessage, async ({ actor, db, now, params, body, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) =>
      chat.editMessage(tx, actor, now, params.id, body.text, events),
    )
    events.emit(realtime)
    return result
  })

  route(c.deleteMessage, async ({ actor, db, now, params, realtime }) => {
    const events = new ChatEvents()
    await db.transaction((tx) => chat.deleteMessage(tx, actor, now, params.id, events))
    events.emit(realtime)
    return null
  })

  route(c.react, async ({ actor, db, params, body, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) => chat.react(tx, actor, params.id, body.reactionType, events))
    events.emit(realtime)
    return result
  })

  route(c.markSeen, async ({ actor, db, now, params, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) => chat.markSeen(tx, actor, now, params.id, events))
    events.emit(realtime)
    return result
  })

  route(c.seenBy, async ({ actor, db, params }) => chat.seenBy(db, actor, params.id))
}
