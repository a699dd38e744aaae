import { and, isNotNull, lt, or } from 'drizzle-orm'
import { oneTimeTokens } from '../../db/schema/index'
import { retentionJob } from '../../platform/retention'

// docs/retention.md: a one-time token (reset and sign-in links, e-mail validation, e-mail codes,
// login challenges, OIDC state) serves once; kept a few days after use or expiry so that a second
// click says "already used" rather than "unknown", then gone with the data it carries.

export const tokenRetentionJob = retentionJob({
  name: 'recovery.token-retention',
  table: oneTimeTokens,
  days: (r) => r.tokenDays,
  served: (cutoff) =>
    or(
      lt(oneTimeTokens.expiresAt, cutoff),
      and(isNotNull(oneTimeTokens.usedAt), lt(oneTimeTokens.usedAt, cutoff)),
    ),
})
