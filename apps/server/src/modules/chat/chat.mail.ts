import { sql } from 'drizzle-orm'
import { chatMailCutoff, chatMailJobIntervalMs, chatMailWindowMs } from '@nido/domain/rules/chat-mail'
import { uuidv7 } from 'uuidv7'
import { selectRows } from '../../db/rows'
import { queueTemplateMail } from '../../mail/render'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import type { JobDefinition } from '../../platform/jobs'
import { visibleChannelSql, visibleMessageSql } from './chat.queries'

// The chat option sendEmailOnMessage (spec 001 §3; docs/chat.md "E-mail digest"): every minute
// (a job, platform/jobs.ts), the members who chose it and whose visible messages have stayed
// unseen for 10 minutes get ONE mail, in their language (at most one per user per 10-minute
// window), through the outbox. The claim on chat_mail_states is a single upsert, so two processes
// never mail twice.

interface DueRow {
  id: string
  email: string
  firstname: string
  language: string
  n: number
}

/** One pass of the digest at `now`; returns how many mails were queued. */
export async function runChatMailDigest(deps: AppDeps, now: Date = deps.clock.now()): Promise<number> {
  const db = deps.database.db
  const cutoff = chatMailCutoff(now).toISOString()
  const windowStart = new Date(now.getTime() - chatMailWindowMs).toISOString()
  const viewer = sql`u.id`
  const due = await selectRows<DueRow>(
    db,
    sql`select u.id, u.email, u.firstname, u.language, count(*)::int as n
    from users u
    join chat_members m on m.user_id = u.id
    join chat_channels c on c.id = m.channel_id
    join chat_messages x on x.channel_id = c.id
    left join chat_mail_states s on s.user_id = u.id
    where u.settings -> 'chat' ->> 'sendEmailOnMessage' = 'true' and u.status = 'Active' and u.email is not null
      and x.owner_id <> u.id and x.deleted_at is null and x.created_at <= ${cutoff}::timestamptz
      and (s.covered_until is null or x.created_at > s.covered_until)
      and (s.last_mail_at is null or s.last_mail_at <= ${windowStart}::timestamptz)
      and (m.seen_up_to_created_at is null
        or (x.created_at, x.id) > (m.seen_up_to_created_at, m.seen_up_to_message_id))
      and ${visibleChannelSql(viewer)} and ${visibleMessageSql(viewer)}
    group by u.id, u.email, u.firstname, u.language
    limit 500`,
  )
  let sent = 0
  for (const user of due) {
    const queued = await db.transaction(async (tx) => {
      const claimed = await selectRows<{ id: string; last_mail_at: Date }>(
        tx,
        sql`insert into chat_mail_states (id, user_id, covered_until, last_mail_at)
          values (${uuidv7()}::uuid, ${user.id}::uuid, ${cutoff}::timestamptz, ${now.toISOString()}::timestamptz)
          on conflict (user_id) do update set covered_until = excluded.covered_until,
            last_mail_at = excluded.last_mail_at, updated_at = excluded.last_mail_at
          where chat_mail_states.last_mail_at <= ${windowStart}::timestamptz
          returning id, last_mail_at`,
      )
      if (claimed.length === 0) return false
      await queueTemplateMail(tx, user.email, user.language, 'chat-messages', {
        name: user.firstname,
        link: `${deps.config.publicUrl}/chat`,
      })
      await audit(tx, { userId: null, impersonatorId: null }, 'chat.mailDigest', {
        userId: user.id,
        messageCount: Number(user.n),
      })
      return true
    })
    if (queued) sent++
  }
  return sent
}

/** Every minute, once across all processes (platform/jobs.ts). */
export const chatMailDigestJob: JobDefinition = {
  name: 'chat.mail-digest',
  everyMs: chatMailJobIntervalMs,
  run: (deps, clock) => runChatMailDigest(deps, clock.now()),
}
