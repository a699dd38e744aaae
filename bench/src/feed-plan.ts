import { sql } from 'drizzle-orm'
import type { Database } from '@nido/server/src/db/client'
import { resolveActor } from '@nido/server/src/platform/actor'
import { flagSchoolId } from '@nido/server/src/platform/features'
import { newsAudience } from '@nido/server/src/modules/news/news.audience'
import { feedPageSql } from '@nido/server/src/modules/news/news.feed-query'
import { defaultNewsTypes } from '@nido/domain/rules/feed-filter'
import { rowsOf } from './database'

// EXPLAIN (ANALYZE, BUFFERS) of the first feed page of the signed-in guardian, built by the same
// function the route uses (news.feed-query.ts), with the guardian's session as the route sees it.
// docs/news-feed.md shows a run: one index probe per audience target, no sequential scan.
export async function explainFeed(database: Database, guardianId: string): Promise<string[]> {
  const { db } = database
  const [session] = rowsOf<{ id: string; current_school_id: string | null; current_child_id: string | null }>(
    await db.execute(sql`select id, current_school_id, current_child_id from sessions
      where user_id = ${guardianId} order by created_at desc limit 1`),
  )
  const actor = await resolveActor(db, {
    id: session?.id ?? guardianId,
    userId: guardianId,
    currentSchoolId: session?.current_school_id ?? null,
    currentChildId: session?.current_child_id ?? null,
    impersonatorId: null,
  })
  if (!actor) throw new Error('the scale guardian is gone')
  const statement = feedPageSql({
    actorId: actor.userId,
    now: new Date(),
    audience: newsAudience(actor),
    published: true,
    ownerDelayed: false,
    ownerAll: false,
    ownerInAudience: false,
    types: defaultNewsTypes({ profileType: 'GUARDIAN', dailyEnabled: false }),
    schoolId: flagSchoolId(actor),
    startDate: null,
    endDate: null,
    timezoneSchoolId: flagSchoolId(actor),
    search: null,
    ownerIds: null,
    cursor: null,
    limit: 21,
  })
  if (!statement) return ['(no statement: nothing can match)']
  const plan = rowsOf<{ 'QUERY PLAN': string }>(
    await db.execute(sql`explain (analyze, buffers) ${statement}`),
  )
  return plan.map((row) => row['QUERY PLAN'])
}
