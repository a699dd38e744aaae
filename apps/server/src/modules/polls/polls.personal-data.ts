import { eq, getTableColumns } from 'drizzle-orm'
import { pollOptions, pollVotes, polls } from '../../db/schema/index'
import type { PersonalData } from '../module'

// The polls a user asked and their votes, with the option's label (docs/data-protection.md).
export const pollsPersonalData: PersonalData = {
  user: [
    { table: polls, rows: ({ db }, id) => db.select().from(polls).where(eq(polls.ownerId, id)) },
    {
      table: pollVotes,
      rows: ({ db }, id) =>
        db
          .select({ ...getTableColumns(pollVotes), option: pollOptions.label })
          .from(pollVotes)
          .innerJoin(pollOptions, eq(pollOptions.id, pollVotes.optionId))
          .where(eq(pollVotes.userId, id)),
    },
  ],
}
