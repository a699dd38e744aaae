import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { registerRealtimeTask } from '../../platform/realtime-server'
import { registerMediaVisibility } from '../media/index'
import { ChatEvents } from './chat.events'
import { startChatMailDigest } from './chat.mail'
import { visibleMessageIds } from './chat.media'
import * as channels from './chat.channels.service'
import * as messages from './chat.messages.service'
import * as people from './chat.people.service'
import * as chat from './chat.service'

// Spec 001 §7 (docs/chat.md): thin handlers. Each authorizes its action first, the services check
// the chat availability (§8) and membership, writes run in one transaction and their realtime
// events leave after the commit.

// A chat message's file is readable by the members who see the message.
registerMediaVisibility('chat-message', (db, actor, ids) => visibleMessageIds(db, actor, ids))
// docs/chat.md: the e-mail digest runs beside every app (chat.mail.ts).
registerRealtimeTask((deps) => startChatMailDigest(deps))

export function chatRoutes(route: Route): void {
  const c = contracts.chat

  route(c.scope, async ({ authorize, db }) => chat.chatScope(db, await authorize()))

  route(c.updateOptions, async ({ authorize, db, body }) => {
    const actor = await authorize()
    return db.transaction((tx) => chat.updateOptions(tx, actor, body))
  })

  route(c.blocks, async ({ authorize, db }) => chat.listBlocks(db, await authorize()))

  route(c.block, async ({ authorize, db, deps, params }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    await db.transaction((tx) => chat.block(tx, actor, params.userId, events))
    events.emit(deps)
    return null
  })

  route(c.unblock, async ({ authorize, db, deps, params }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    await db.transaction((tx) => chat.unblock(tx, actor, params.userId, events))
    events.emit(deps)
    return null
  })

  route(c.recipients, async ({ authorize, db, query }) => people.recipients(db, await authorize(), query))

  route(c.channelUsers, async ({ authorize, db, body }) =>
    people.channelUsers(db, await authorize(), body.users),
  )

  route(c.channels, async ({ authorize, db, query }) => channels.channels(db, await authorize(), query))

  route(c.channel, async ({ authorize, db, params }) => channels.channel(db, await authorize(), params.id))

  route(c.createChannel, async ({ authorize, db, deps, now, body }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    const result = await db.transaction((tx) => channels.createChannel(tx, actor, now, body, events))
    events.emit(deps)
    return result
  })

  route(c.updateChannel, async ({ authorize, db, deps, now, params, body }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    const result = await db.transaction((tx) =>
      channels.updateChannel(tx, actor, now, params.id, body, events),
    )
    events.emit(deps)
    return result
  })

  route(c.deleteChannel, async ({ authorize, db, deps, params }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    await db.transaction((tx) => channels.deleteChannel(tx, actor, params.id, events))
    events.emit(deps)
    return null
  })

  route(c.leaveChannel, async ({ authorize, db, deps, params }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    await db.transaction((tx) => channels.leaveChannel(tx, actor, params.id, events))
    events.emit(deps)
    return null
  })

  route(c.messages, async ({ authorize, db, params, query }) =>
    messages.messages(db, await authorize(), params.id, query),
  )

  route(c.messagesSince, async ({ authorize, db, params, query }) =>
    messages.messagesSince(db, await authorize(), params.id, query),
  )

  route(c.send, async ({ authorize, db, deps, now, params, body }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    const result = await db.transaction((tx) => messages.send(tx, actor, now, params.id, body, events))
    events.emit(deps)
    return result
  })

  route(c.editMessage, async ({ authorize, db, deps, now, params, body }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    const result = await db.transaction((tx) =>
      messages.editMessage(tx, actor, now, params.id, body.text, events),
    )
    events.emit(deps)
    return result
  })

  route(c.deleteMessage, async ({ authorize, db, deps, now, params }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    await db.transaction((tx) => messages.deleteMessage(tx, actor, now, params.id, events))
    events.emit(deps)
    return null
  })

  route(c.react, async ({ authorize, db, deps, now, params, body }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    const result = await db.transaction((tx) =>
      messages.react(tx, actor, now, params.id, body.reactionType, events),
    )
    events.emit(deps)
    return result
  })

  route(c.markSeen, async ({ authorize, db, deps, now, params }) => {
    const actor = await authorize()
    const events = new ChatEvents()
    const result = await db.transaction((tx) => messages.markSeen(tx, actor, now, params.id, events))
    events.emit(deps)
    return result
  })

  route(c.seenBy, async ({ authorize, db, params }) => messages.seenBy(db, await authorize(), params.id))
}
