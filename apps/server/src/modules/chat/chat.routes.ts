import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { ChatEvents } from './chat.events'
import * as channels from './chat.channels.service'
import * as messages from './chat.messages.service'
import * as people from './chat.people.service'
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

  route(c.recipients, async ({ actor, db, query }) => people.recipients(db, actor, query))

  route(c.channelUsers, async ({ actor, db, body }) => people.channelUsers(db, actor, body.users))

  route(c.channels, async ({ actor, db, query }) => channels.channels(db, actor, query))

  route(c.channel, async ({ actor, db, params }) => channels.channel(db, actor, params.id))

  route(c.createChannel, async ({ actor, db, now, body, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) => channels.createChannel(tx, actor, now, body, events))
    events.emit(realtime)
    return result
  })

  route(c.updateChannel, async ({ actor, db, now, params, body, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) =>
      channels.updateChannel(tx, actor, now, params.id, body, events),
    )
    events.emit(realtime)
    return result
  })

  route(c.deleteChannel, async ({ actor, db, params, realtime }) => {
    const events = new ChatEvents()
    await db.transaction((tx) => channels.deleteChannel(tx, actor, params.id, events))
    events.emit(realtime)
    return null
  })

  route(c.leaveChannel, async ({ actor, db, params, realtime }) => {
    const events = new ChatEvents()
    await db.transaction((tx) => channels.leaveChannel(tx, actor, params.id, events))
    events.emit(realtime)
    return null
  })

  route(c.messages, async ({ actor, db, params, query }) => messages.messages(db, actor, params.id, query))

  route(c.messagesSince, async ({ actor, db, params, query }) =>
    messages.messagesSince(db, actor, params.id, query),
  )

  route(c.send, async ({ actor, db, now, params, body, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) => messages.send(tx, actor, now, params.id, body, events))
    events.emit(realtime)
    return result
  })

  route(c.editMessage, async ({ actor, db, now, params, body, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) =>
      messages.editMessage(tx, actor, now, params.id, body.text, events),
    )
    events.emit(realtime)
    return result
  })

  route(c.deleteMessage, async ({ actor, db, now, params, realtime }) => {
    const events = new ChatEvents()
    await db.transaction((tx) => messages.deleteMessage(tx, actor, now, params.id, events))
    events.emit(realtime)
    return null
  })

  route(c.react, async ({ actor, db, now, params, body, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) =>
      messages.react(tx, actor, now, params.id, body.reactionType, events),
    )
    events.emit(realtime)
    return result
  })

  route(c.markSeen, async ({ actor, db, now, params, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) => messages.markSeen(tx, actor, now, params.id, events))
    events.emit(realtime)
    return result
  })

  route(c.seenBy, async ({ actor, db, params }) => messages.seenBy(db, actor, params.id))
}
