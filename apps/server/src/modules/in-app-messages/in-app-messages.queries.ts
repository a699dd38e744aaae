import { and, asc, eq, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm'
import type { ProfileType } from '@nido/domain/enums/people'
import type { Queryable } from '../../db/client'
import { inAppMessageDismissals, inAppMessages } from '../../db/schema/index'

/** Null profile types: every profile; otherwise only those listed. */
const forProfile = (profileType: ProfileType) =>
  or(isNull(inAppMessages.profileTypes), sql`${profileType} = any(${inAppMessages.profileTypes})`)

/** Active (startsAt <= now < endsAt, or no end), for the profile type, not dismissed by the user. */
export async function activeUndismissedMessages(
  db: Queryable,
  userId: string,
  profileType: ProfileType,
  now: Date,
) {
  return db
    .select({
      id: inAppMessages.id,
      contentHtml: inAppMessages.contentHtml,
      button: inAppMessages.button,
      startsAt: inAppMessages.startsAt,
      endsAt: inAppMessages.endsAt,
    })
    .from(inAppMessages)
    .where(
      and(
        lte(inAppMessages.startsAt, now),
        or(isNull(inAppMessages.endsAt), gt(inAppMessages.endsAt, now)),
        forProfile(profileType),
        notExists(
          db
            .select({ one: sql`1` })
            .from(inAppMessageDismissals)
            .where(
              and(
                eq(inAppMessageDismissals.messageId, inAppMessages.id),
                eq(inAppMessageDismissals.userId, userId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(inAppMessages.startsAt), asc(inAppMessages.id))
}

/**
 * A message the user may dismiss: meant for their profile type and already started. An ended one
 * still counts, so a dismissal racing the end of the window does not fail.
 */
export async function findDismissableMessage(db: Queryable, id: string, profileType: ProfileType, now: Date) {
  const [row] = await db
    .select({ id: inAppMessages.id })
    .from(inAppMessages)
    .where(and(eq(inAppMessages.id, id), lte(inAppMessages.startsAt, now), forProfile(profileType)))
    .limit(1)
  return row
}

/** Records the dismissal once; true when this call stored it, false when it already existed. */
export async function insertDismissal(
  db: Queryable,
  userId: string,
  messageId: string,
  now: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(inAppMessageDismissals)
    .values({ userId, messageId, dismissedAt: now })
    .onConflictDoNothing()
    .returning({ messageId: inAppMessageDismissals.messageId })
  return inserted.length > 0
}
