import { eq, inArray } from 'drizzle-orm'
import {
  chatBlocks,
  chatChannels,
  chatMailStates,
  chatMembers,
  chatMessages,
  chatReactions,
  chatSeenMarks,
} from '../../db/schema/index'
import type { PersonalData } from '../module'

// What chat holds about a user (docs/data-protection.md, docs/chat.md): the channels they are a
// member of, the messages they wrote (a deleted one stays as a row without text), their
// reactions, seen marks, the users they blocked and the state of their e-mail digest. Other
// members' messages are the other members' data and stay out; so do the blocks others made.
export const chatPersonalData: PersonalData = {
  user: [
    {
      table: chatChannels,
      rows: ({ db }, id) =>
        db
          .select()
          .from(chatChannels)
          .where(
            inArray(
              chatChannels.id,
              db.select({ id: chatMembers.channelId }).from(chatMembers).where(eq(chatMembers.userId, id)),
            ),
          ),
    },
    {
      table: chatMembers,
      rows: ({ db }, id) => db.select().from(chatMembers).where(eq(chatMembers.userId, id)),
    },
    {
      table: chatMessages,
      rows: ({ db }, id) =>
        db.select().from(chatMessages).where(eq(chatMessages.ownerId, id)).orderBy(chatMessages.createdAt),
    },
    {
      table: chatReactions,
      rows: ({ db }, id) => db.select().from(chatReactions).where(eq(chatReactions.userId, id)),
    },
    {
      table: chatSeenMarks,
      rows: ({ db }, id) => db.select().from(chatSeenMarks).where(eq(chatSeenMarks.userId, id)),
    },
    {
      table: chatBlocks,
      rows: ({ db }, id) => db.select().from(chatBlocks).where(eq(chatBlocks.userId, id)),
    },
    {
      table: chatMailStates,
      rows: ({ db }, id) => db.select().from(chatMailStates).where(eq(chatMailStates.userId, id)),
    },
  ],
}
