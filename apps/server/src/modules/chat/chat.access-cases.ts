import { randomUUID } from 'node:crypto'
import { contracts } from '@nido/domain/contracts/index'
import { chatBlocks, chatChannels, chatMembers, chatMessages } from '../../db/schema/index'
import type { AccessCase, FixtureName, MatrixWorld } from '../../test/matrix'

// Chat. Pros and families have a chat; sponsors, etude and the admins get 403
// (CANNOT_USE_CHAT on the user scope, FORBIDDEN elsewhere). Observers read and never write.
// A channel or message outside the actor's channels answers 404; a member who is not the owner
// gets 403 on the owner's actions. Each request builds its own channel (see matrixChannel).

const c = contracts.chat
const noChat = { anonymous: 401, superAdmin: 403, groupAdminA: 403, etudeA: 403, sponsorA1: 403 } as const

/**
 * teacherA1s1's group channel with guardianA1s1 and childA1s1, holding one message of the teacher.
 * A new one per request, so that a delete in one fixture's request hides nothing from the next.
 */
async function matrixChannel(w: MatrixWorld) {
  const db = w.app.database.db
  const now = new Date('2026-11-01T08:00:00Z')
  const owner = w.ids.users.teacherA1s1
  const [channel] = await db
    .insert(chatChannels)
    .values({ ownerId: owner, title: 'Matrix chat', lastActivityAt: now })
    .returning()
  await db.insert(chatMembers).values(
    [owner, w.ids.users.guardianA1s1, w.ids.users.childA1s1].map((userId) => ({
      channelId: channel!.id,
      userId,
    })),
  )
  const [message] = await db
    .insert(chatMessages)
    .values({ channelId: channel!.id, ownerId: owner, clientId: randomUUID(), text: 'Hello', createdAt: now })
    .returning()
  return { channelId: channel!.id, messageId: message!.id }
}

/** Members see it; the owner manages it; everyone else with a chat gets 404. */
const members = { teacherA1s1: 200, guardianA1s1: 200, childA1s1: 200 } as const
const ownerOnly = (ok: number) =>
  ({ ...noChat, teacherA1s1: ok, guardianA1s1: 403, childA1s1: 403, observerA1s1: 403, others: 404 }) as const

/** A person each fixture may start a chat with (spec 001 §5), or someone they may not. */
const startable: Partial<Record<FixtureName, keyof MatrixWorld['ids']['users']>> = {
  coordinatorA: 'directorA1',
  directorA1: 'teacherA1s1',
  directorB1: 'guardianB1',
  teacherA1s1: 'guardianA1s1',
  teacherA1s2: 'guardianA1s1',
  observerA1s1: 'guardianA1s1',
  // Guardians and children start nothing with staff (docs/chat.md).
  guardianA1s1: 'teacherA1s1',
  childA1s1: 'teacherA1s1',
  guardianB1: 'directorB1',
}

export const accessCases: AccessCase[] = [
  { route: c.scope, expect: { ...noChat, others: 200 } },
  {
    route: c.updateOptions,
    request: () => ({ payload: { sendEmailOnMessage: false } }),
    expect: { ...noChat, observerA1s1: 403, others: 200 },
  },
  { route: c.blocks, expect: { ...noChat, others: 200 } },
  {
    route: c.block,
    name: 'childA1s1 (within the reach of A1 s1 staff and family)',
    request: (w) => ({ params: { userId: w.ids.childA1s1 } }),
    expect: {
      ...noChat,
      observerA1s1: 403,
      teacherA1s2: 404,
      directorB1: 404,
      guardianB1: 404,
      // Nobody blocks themself.
      childA1s1: 400,
      others: 204,
    },
  },
  {
    route: c.unblock,
    name: 'a block of childA1s1 the fixture holds',
    request: async (w, who) => {
      if (who !== 'anonymous')
        await w.app.database.db
          .insert(chatBlocks)
          .values({ userId: w.ids.users[who], blockedUserId: w.ids.childA1s1 })
          .onConflictDoNothing()
      return { params: { userId: w.ids.childA1s1 } }
    },
    expect: { ...noChat, observerA1s1: 403, others: 204 },
  },
  { route: c.recipients, expect: { ...noChat, others: 200 } },
  {
    route: c.channelUsers,
    request: (w) => ({ payload: { users: [w.ids.users.guardianA1s1, w.ids.users.guardianB1] } }),
    expect: { ...noChat, others: 200 },
  },
  { route: c.channels, expect: { ...noChat, others: 200 } },
  {
    route: c.channel,
    name: 'teacherA1s1’s channel with guardianA1s1 and childA1s1',
    request: async (w) => ({ params: { id: (await matrixChannel(w)).channelId } }),
    expect: { ...noChat, ...members, others: 404 },
  },
  {
    route: c.createChannel,
    name: 'with someone the matrix lets them reach',
    request: (w, who) => ({
      payload: { memberIds: [w.ids.users[startable[who] ?? 'guardianA1s1']], title: 'Matrix' },
    }),
    expect: {
      ...noChat,
      observerA1s1: 403,
      // teacherA1s2 does not teach childA1s1's section; guardians and children start nothing with staff.
      teacherA1s2: 404,
      guardianA1s1: 404,
      childA1s1: 404,
      guardianB1: 404,
      others: 201,
    },
  },
  {
    route: c.createChannel,
    name: 'with guardianB1 (group B)',
    request: (w) => ({ payload: { memberIds: [w.ids.users.guardianB1] } }),
    // guardianB1 alone with themself: no other member.
    expect: { ...noChat, observerA1s1: 403, directorB1: 201, guardianB1: 400, others: 404 },
  },
  {
    route: c.updateChannel,
    name: 'teacherA1s1’s channel',
    request: async (w) => ({
      params: { id: (await matrixChannel(w)).channelId },
      payload: { title: 'Renamed' },
    }),
    expect: ownerOnly(200),
  },
  {
    route: c.deleteChannel,
    name: 'teacherA1s1’s channel',
    request: async (w) => ({ params: { id: (await matrixChannel(w)).channelId } }),
    expect: ownerOnly(204),
  },
  {
    route: c.leaveChannel,
    name: 'teacherA1s1’s channel',
    request: async (w) => ({ params: { id: (await matrixChannel(w)).channelId } }),
    // The owner deletes rather than leaves.
    expect: {
      ...noChat,
      teacherA1s1: 403,
      guardianA1s1: 204,
      childA1s1: 204,
      observerA1s1: 403,
      others: 404,
    },
  },
  {
    route: c.messages,
    name: 'of teacherA1s1’s channel',
    request: async (w) => ({ params: { id: (await matrixChannel(w)).channelId } }),
    expect: { ...noChat, ...members, others: 404 },
  },
  {
    route: c.messagesSince,
    name: 'of teacherA1s1’s channel',
    request: async (w) => {
      const { channelId, messageId } = await matrixChannel(w)
      return { params: { id: channelId }, query: { sinceMessageId: messageId } }
    },
    expect: { ...noChat, ...members, others: 404 },
  },
  {
    route: c.send,
    name: 'in teacherA1s1’s channel',
    request: async (w) => ({
      params: { id: (await matrixChannel(w)).channelId },
      payload: { clientId: randomUUID(), text: 'Hi' },
    }),
    expect: {
      ...noChat,
      teacherA1s1: 201,
      guardianA1s1: 201,
      childA1s1: 201,
      observerA1s1: 403,
      others: 404,
    },
  },
  {
    route: c.editMessage,
    name: 'teacherA1s1’s message',
    request: async (w) => ({
      params: { id: (await matrixChannel(w)).messageId },
      payload: { text: 'Edited' },
    }),
    expect: ownerOnly(200),
  },
  {
    route: c.deleteMessage,
    name: 'teacherA1s1’s message',
    request: async (w) => ({ params: { id: (await matrixChannel(w)).messageId } }),
    expect: ownerOnly(204),
  },
  {
    route: c.react,
    name: 'to teacherA1s1’s message',
    request: async (w) => ({
      params: { id: (await matrixChannel(w)).messageId },
      payload: { reactionType: 'heart' },
    }),
    expect: { ...noChat, ...members, observerA1s1: 403, others: 404 },
  },
  {
    route: c.markSeen,
    name: 'teacherA1s1’s message',
    request: async (w) => ({ params: { id: (await matrixChannel(w)).messageId } }),
    expect: { ...noChat, ...members, others: 404 },
  },
  {
    route: c.seenBy,
    name: 'teacherA1s1’s message',
    request: async (w) => ({ params: { id: (await matrixChannel(w)).messageId } }),
    expect: { ...noChat, ...members, others: 404 },
  },
]
