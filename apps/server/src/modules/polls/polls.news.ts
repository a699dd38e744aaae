import { sql } from 'drizzle-orm'
import type { NewsItem } from '@nido/domain/contracts/news'
import type { Queryable } from '../../db/client'
import { queryRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import { rowModeration, type NewsKind } from '../news/index'
import { deletePoll } from './polls.queries'

// What the feed and the notification panel need of a poll (news.kinds.ts, decision 0012).

type PollCard = NonNullable<NewsItem['poll']>

/** node-postgres parses text[] to an array; PGlite may too, but be lenient with '{a,b}'. */
function pgArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value
  const inner = value.replace(/^\{|\}$/g, '')
  return inner ? inner.split(',') : []
}

export const pollsNewsKind: NewsKind = {
  type: 'Poll',
  // Spec 001 §3-§4: the question, the options with their voters, and the reader's own votes; two
  // queries per page, in parallel.
  async cards(db: Queryable, ids, { actorId }) {
    const [pollsResult, optionsResult] = await Promise.all([
      queryRows<{
        id: string
        question: string
        supports_multiple: boolean
        closes_at: string | Date | null
      }>(
        db,
        sql`select id, question, supports_multiple, closes_at from polls where id = any(${uuidArray(ids)})`,
      ),
      queryRows<{ poll_id: string; id: string; label: string; position: number; voters: string[] | string }>(
        db,
        sql`
        select o.poll_id, o.id, o.label, o.position,
          array(select v.user_id::text from poll_votes v where v.option_id = o.id order by v.created_at, v.id) as voters
        from poll_options o where o.poll_id = any(${uuidArray(ids)})
        order by o.poll_id, o.position`,
      ),
    ])
    const cards = new Map<string, PollCard>()
    for (const p of pollsResult.rows)
      cards.set(p.id, {
        question: p.question,
        options: [],
        supportsMultiple: p.supports_multiple,
        closesAt: p.closes_at ? new Date(p.closes_at).toISOString() : null,
        myOptionIds: [],
        optionOwnerIds: {},
      })
    for (const o of optionsResult.rows) {
      const poll = cards.get(o.poll_id)
      if (!poll) continue
      const voters = pgArray(o.voters)
      poll.options.push({ id: o.id, label: o.label, position: o.position, voteCount: voters.length })
      poll.optionOwnerIds[o.id] = voters
      if (voters.includes(actorId)) poll.myOptionIds.push(o.id)
    }
    return new Map([...cards].map(([id, poll]) => [id, { poll }]))
  },
  // Options and votes go with the poll (on delete cascade).
  moderation: rowModeration({
    type: 'Poll',
    referenceType: 'poll',
    table: 'polls',
    text: { column: 'question', field: 'question' },
    deleteRow: deletePoll,
  }),
}
