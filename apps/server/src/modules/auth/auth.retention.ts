import { and, isNotNull, lt, or } from 'drizzle-orm'
import { sessions } from '../../db/schema/index'
import { retentionJob } from '../../platform/retention'

// docs/retention.md: a session that ended (expired, or revoked by a sign-out, a password change,
// an erasure) is kept a while for the "where am I signed in" history and investigations, then
// goes with its IP address and browser string.

export const sessionRetentionJob = retentionJob({
  name: 'auth.session-retention',
  table: sessions,
  days: (r) => r.sessionDays,
  served: (cutoff) =>
    or(lt(sessions.expiresAt, cutoff), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff))),
})
