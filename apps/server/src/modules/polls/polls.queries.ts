import { and, asc, desc, eq, inArray, isNull, notExists, or, sql } from 'drizzle-orm'
import type { Queryable } from '../../db/client'
import { news, pollOptions, polls, pollVotes } from '../../db/schema/index'
import { uuidArray } from '../../db/sql'
import type { Actor } from '../../platform/actor'
import { newsReachesActor } from '../news/index'
import { beforeKey, type TimeKey } from '../../platform/keyset'

export type PollRow = typeof polls.$inferSelect
export type PollOptionRow = typeof pollOptions.$inferSelect

/**
 * The feed rule (news.audience.ts): the actor's own polls, or published polls whose targets reach
 * them. For families this is the replier scope: the targets of a poll are who may answer it.
 */
function pollVisible(actor: Actor, now: Date) {
  return newsReachesActor(actor, now)
}

const pollNews = and(eq(news.type, 'Poll'), eq(news.referenceId, polls.id))

export async function listVisiblePolls(
  db: Queryable,
  actor: Actor,
  schoolId: string,
  now: Date,
  cursor: TimeKey | null,
  limit: number,
): Promise<PollRow[]> {
  const rows = await db
    .select({ poll: polls })
    .from(polls)
    .innerJoin(news, pollNews)
    .where(
      and(
        eq(polls.schoolId, schoolId),
        pollVisible(actor, now),
        beforeKey(polls.createdAt, polls.id, cursor),
      ),
    )
    .orderBy(desc(polls.createdAt), desc(polls.id))
    .limit(limit + 1)
  return rows.map((r) => r.poll)
}

export async function findVisiblePoll(db: Queryable, actor: Actor, id: string, now: Date) {
  const [row] = await db
    .select({ poll: polls })
    .from(polls)
    .innerJoin(news, pollNews)
    .where(and(eq(polls.id, id), pollVisible(actor, now)))
  return row?.poll
}

/** Open polls of a school that reach the actor and that they have not answered (replier scope). */
export async function unansweredPollIds(db: Queryable, actor: Actor, schoolId: string, now: Date) {
  const rows = await db
    .select({ id: polls.id })
    .from(polls)
    .innerJoin(news, pollNews)
    .where(
      and(
        eq(polls.schoolId, schoolId),
        pollVisible(actor, now),
        or(isNull(polls.closesAt), sql`${polls.closesAt} > ${now.toISOString()}::timestamptz`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(pollVotes)
            .where(and(eq(pollVotes.pollId, polls.id), eq(pollVotes.userId, actor.userId))),
        ),
      ),
    )
    .orderBy(desc(polls.createdAt), desc(polls.id))
    .limit(100)
  return rows.map((r) => r.id)
}

export async function optionsOf(db: Queryable, pollIds: readonly string[]): Promise<PollOptionRow[]> {
  if (pollIds.length === 0) return []
  return db
    .select()
    .from(pollOptions)
    .where(inArray(pollOptions.pollId, [...pollIds]))
    .orderBy(asc(pollOptions.pollId), asc(pollOptions.position))
}

/** Every vote of some polls: (poll, option, user), one query. */
export async function votesOf(db: Queryable, pollIds: readonly string[]) {
  if (pollIds.length === 0) return []
  return db
    .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId, userId: pollVotes.userId })
    .from(pollVotes)
    .where(sql`${pollVotes.pollId} = any(${uuidArray(pollIds)})`)
    .orderBy(asc(pollVotes.createdAt))
}

/** The user's current options in a poll; locks the user's vote per poll for the toggle. */
export async function lockedUserOptions(db: Queryable, pollId: string, userId: string): Promise<string[]> {
  // One toggle at a time per user and poll, so a double click cannot leave two options on a
  // single-choice poll (the row lock would not cover a user without votes yet).
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${pollId}:${userId}`}, 0))`)
  const rows = await db
    .select({ optionId: pollVotes.optionId })
    .from(pollVotes)
    .where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.userId, userId)))
    .orderBy(asc(pollVotes.createdAt))
  return rows.map((r) => r.optionId)
}

export async function addVotes(db: Queryable, pollId: string, userId: string, optionIds: readonly string[]) {
  if (optionIds.length === 0) return
  await db
    .insert(pollVotes)
    .values(optionIds.map((optionId) => ({ pollId, optionId, userId })))
    .onConflictDoNothing()
}

export async function removeVotes(
  db: Queryable,
  pollId: string,
  userId: string,
  optionIds: readonly string[],
) {
  if (optionIds.length === 0) return
  await db
    .delete(pollVotes)
    .where(
      and(
        eq(pollVotes.pollId, pollId),
        eq(pollVotes.userId, userId),
        inArray(pollVotes.optionId, [...optionIds]),
      ),
    )
}

export async function insertPoll(
  db: Queryable,
  values: {
    ownerId: string
    schoolId: string
    question: string
    supportsMultiple: boolean
    closesAt: Date | null
  },
): Promise<PollRow> {
  const [row] = await db.insert(polls).values(values).returning()
  return row!
}

export async function updatePoll(
  db: Queryable,
  id: string,
  values: { question: string; supportsMultiple: boolean; closesAt: Date | null },
  now: Date,
): Promise<PollRow> {
  const [row] = await db
    .update(polls)
    .set({ ...values, updatedAt: now })
    .where(eq(polls.id, id))
    .returning()
  return row!
}

export async function deletePoll(db: Queryable, id: string) {
  await db.delete(polls).where(eq(polls.id, id))
}

/**
 * Replaces a poll's options: kept ones (by id) take their new label and position, new ones are
 * inserted, missing ones are deleted with their votes. Positions are unique per poll, so they
 * are first moved out of the way.
 */
export async function replaceOptions(
  db: Queryable,
  pollId: string,
  options: ReadonlyArray<{ id?: string | undefined; label: string }>,
) {
  const keep = options.flatMap((o) => (o.id ? [o.id] : []))
  await db
    .delete(pollOptions)
    .where(
      and(
        eq(pollOptions.pollId, pollId),
        keep.length > 0 ? sql`${pollOptions.id} <> all(${uuidArray(keep)})` : undefined,
      ),
    )
  await db
    .update(pollOptions)
    .set({ position: sql`${pollOptions.position} + 1000` })
    .where(eq(pollOptions.pollId, pollId))
  for (const [position, option] of options.entries()) {
    if (option.id) {
      await db
        .update(pollOptions)
        .set({ label: option.label, position })
        .where(and(eq(pollOptions.id, option.id), eq(pollOptions.pollId, pollId)))
    } else {
      await db.insert(pollOptions).values({ pollId, label: option.label, position })
    }
  }
}

export async function insertOptions(db: Queryable, pollId: string, labels: readonly string[]) {
  await db.insert(pollOptions).values(labels.map((label, position) => ({ pollId, label, position })))
}

/** Ids among `optionIds` that are options of the poll. */
export async function optionIdsOfPoll(db: Queryable, pollId: string, optionIds: readonly string[]) {
  if (optionIds.length === 0) return new Set<string>()
  const rows = await db
    .select({ id: pollOptions.id })
    .from(pollOptions)
    .where(and(eq(pollOptions.pollId, pollId), sql`${pollOptions.id} = any(${uuidArray(optionIds)})`))
  return new Set(rows.map((r) => r.id))
}
