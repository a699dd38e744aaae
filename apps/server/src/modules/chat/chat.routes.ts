import { contracts } from '@nido/domain/contracts/index'
import type { Route } from '../../platform/http'
import { ChatEvents } from './chat.events'
import * as channels from './chat.channels.service'
import * as messages from './chat.messages.service'
import * as people from './chat.people.service'
import * as chat from './chat.service'

// Spec 001 §7: thin handlers. The router checks each action's rule first; a handler on one channel
// or message asks for it with requireFor (the chat's availability, §8, then membership), writes run in one transaction and their realtime events
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

  route(c.channel, async ({ actor, requireFor, db, params }) => {
    const found = await requireFor('chat.channel', params.id, channels.channelInScope)
    return channels.channel(db, actor, found)
  })

  route(c.createChannel, async ({ actor, db, now, body, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction((tx) => channels.createChannel(tx, actor, now, body, events))
    events.emit(realtime)
    return result
  })

  route(c.updateChannel, async ({ actor, requireFor, db, now, params, body, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction(async (tx) => {
      const found = await requireFor('chat.updateChannel', params.id, channels.channelInScope, tx)
      return channels.updateChannel(tx, actor, now, found, body, events)
    })
    events.emit(realtime)
    return result
  })

  route(c.deleteChannel, async ({ actor, requireFor, db, params, realtime }) => {
    const events = new ChatEvents()
    await db.transaction(async (tx) => {
      const found = await requireFor('chat.deleteChannel', params.id, channels.channelInScope, tx)
      await channels.deleteChannel(tx, actor, found, events)
    })
    events.emit(realtime)
    return null
  })

  route(c.leaveChannel, async ({ actor, requireFor, db, params, realtime }) => {
    const events = new ChatEvents()
    await db.transaction(async (tx) => {
      const found = await requireFor('chat.leaveChannel', params.id, channels.channelInScope, tx)
      await channels.leaveChannel(tx, actor, found, events)
    })
    events.emit(realtime)
    return null
  })

  route(c.messages, async ({ actor, requireFor, db, params, query }) => {
    const found = await requireFor('chat.messages', params.id, channels.channelInScope)
    return messages.messages(db, actor, found, query)
  })

  route(c.messagesSince, async ({ actor, requireFor, db, params, query }) => {
    const found = await requireFor('chat.messagesSince', params.id, channels.channelInScope)
    return messages.messagesSince(db, actor, found, query)
  })

  route(c.send, async ({ actor, requireFor, db, now, params, body, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction(async (tx) => {
      const found = await requireFor('chat.send', params.id, channels.channelInScope, tx)
      return messages.send(tx, actor, now, found, body, events)
    })
    events.emit(realtime)
    return result
  })

  route(c.editMessage, async ({ actor, requireFor, db, now, params, body, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction(async (tx) => {
      const found = await requireFor('chat.editMessage', params.id, messages.messageInScope, tx)
      return messages.editMessage(tx, actor, now, found, body.text, events)
    })
    events.emit(realtime)
    return result
  })

  route(c.deleteMessage, async ({ actor, requireFor, db, now, params, realtime }) => {
    const events = new ChatEvents()
    await db.transaction(async (tx) => {
      const found = await requireFor('chat.deleteMessage', params.id, messages.messageInScope, tx)
      await messages.deleteMessage(tx, actor, now, found, events)
    })
    events.emit(realtime)
    return null
  })

  route(c.react, async ({ actor, requireFor, db, now, params, body, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction(async (tx) => {
      const found = await requireFor('chat.react', params.id, messages.messageInScope, tx)
      return messages.react(tx, actor, now, found, body.reactionType, events)
    })
    events.emit(realtime)
    return result
  })

  route(c.markSeen, async ({ actor, requireFor, db, now, params, realtime }) => {
    const events = new ChatEvents()
    const result = await db.transaction(async (tx) => {
      const found = await requireFor('chat.markSeen', params.id, messages.messageInScope, tx)
      return messages.markSeen(tx, actor, now, found, events)
    })
    events.emit(realtime)
    return result
  })

  route(c.seenBy, async ({ requireFor, db, params }) => {
    const found = await requireFor('chat.seenBy', params.id, messages.messageInScope)
    return messages.seenBy(db, found)
  })
}
