import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { ChatEvents } from './chat.events'
import * as chat from './chat.service'

// Spec 001 §7: thin handlers. Each authorizes its action first, the service checks the
// chat availability (§8) and membership, writes run in one transaction and their realtime events
// leave after the commit.

export function chatRoutes(route: Route): void {
  const c = contracts.chat

  route(c.scope, async ({ authorize, db }) => chat.chatScope(db, await authorize()))

  route(c.updateOptions, async ({ authorize, db, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => chat.updateOptions(tx, actor, body))
  })

  route(c.blocks, async ({ authorize, db }) => chat.listBlocks(db, await authorize()))

  route(c.block, async ({ authorize, db, params, realtime }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    await db.transaction((tx) => chat.block(tx, actor, params.userId, events))
    events.emit(realtime)
    return null
  })

  route(c.unblock, async ({ authorize, db, params, realtime }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    await db.transaction((tx) => chat.unblock(tx, actor, params.userId, events))
    events.emit(realtime)
    return null
  })

  route(c.recipients, async ({ authorize, db, query }) => chat.recipients(db, await authorize(), query))

  route(c.channelUsers, async ({ authorize, db, body }) =>
    chat.channelUsers(db, await authorize(), body.users),
  )

  route(c.channels, async ({ authorize, db, query }) => chat.channels(db, await authorize(), query))

  route(c.channel, async ({ authorize, db, params }) => chat.channel(db, await authorize(), params.id))

  route(c.createChannel, async ({ authorize, db, now, body, realtime }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    const result = await db.transaction((tx) => chat.createChannel(tx, actor, now, body, events))
    events.emit(realtime)
    return result
  })

  route(c.updateChannel, async ({ authorize, db, now, params, body, realtime }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    const result = await db.transaction((tx) => chat.updateChannel(tx, actor, now, params.id, body, events))
    events.emit(realtime)
    return result
  })

  route(c.deleteChannel, async ({ authorize, db, params, realtime }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    await db.transaction((tx) => chat.deleteChannel(tx, actor, params.id, events))
    events.emit(realtime)
    return null
  })

  route(c.leaveChannel, async ({ authorize, db, params, realtime }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    await db.transaction((tx) => chat.leaveChannel(tx, actor, params.id, events))
    events.emit(realtime)
    return null
  })

  route(c.messages, async ({ authorize, db, params, query }) =>
    chat.messages(db, await authorize(), params.id, query),
  )

  route(c.messagesSince, async ({ authorize, db, params, query }) =>
    chat.messagesSince(db, await authorize(), params.id, query),
  )

  route(c.send, async ({ authorize, db, now, params, body, realtime }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    const result = await db.transaction((tx) => chat.send(tx, actor, now, params.id, body, events))
    events.emit(realtime)
    return result
  })

  route(c.editMessage, async ({ authorize, db, now, params, body, realtime }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    const result = await db.transaction((tx) =>
      chat.editMessage(tx, actor, now, params.id, body.text, events),
    )
    events.emit(realtime)
    return result
  })

  route(c.deleteMessage, async ({ authorize, db, now, params, realtime }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    await db.transaction((tx) => chat.deleteMessage(tx, actor, now, params.id, events))
    events.emit(realtime)
    return null
  })

  route(c.react, async ({ authorize, db, params, body, realtime }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    const result = await db.transaction((tx) => chat.react(tx, actor, params.id, body.reactionType, events))
    events.emit(realtime)
    return result
  })

  route(c.markSeen, async ({ authorize, db, now, params, realtime }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    const result = await db.transaction((tx) => chat.markSeen(tx, actor, now, params.id, events))
    events.emit(realtime)
    return result
  })

  route(c.seenBy, async ({ authorize, db, params }) => chat.seenBy(db, await authorize(), params.id))
}
