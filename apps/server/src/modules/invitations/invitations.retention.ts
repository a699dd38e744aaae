import { lt, sql } from 'drizzle-orm'
import { outboxSms } from '../../db/schema/index'
import { retentionJob } from '../../platform/retention'

// docs/retention.md: an SMS body holds a child key and a phone number. Once sent, or since its last
// attempt when never sent (no SMS provider: the outbox is where it stays, ARCHITECTURE §1), it
// goes after the outbox period, as mails do (platform/retention.ts).

export const smsRetentionJob = retentionJob({
  name: 'invitations.sms-retention',
  table: outboxSms,
  days: (r) => r.outboxDays,
  served: (cutoff) => lt(sql`coalesce(${outboxSms.sentAt}, ${outboxSms.updatedAt})`, cutoff),
})
