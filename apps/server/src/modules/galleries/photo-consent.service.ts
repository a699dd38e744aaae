import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ChildId } from '@nido/domain/ids'
import { AppError } from '@nido/domain/errors'
import type { PhotoConsent, Person } from '@nido/domain/contracts/galleries'
import { consentViolations, mayChangePhotoConsent, type ConsentChild } from '@nido/domain/rules/photo-consent'
import type { Queryable } from '../../db/client'
import { guardianships, mediaChildren, users } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import type { InScope } from '../../platform/http'
import { audit } from '../../platform/audit'
import type { ShareTarget } from '../news/index'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'

// Photo consent (docs/galleries.md). The referent guardians of a child withhold or give it; a child
// without consent cannot be tagged, nor appear (be tagged) in an album or post that is shared
// beyond their own family. The author is told which child with PHOTO_CONSENT_WITHHELD.

export type ConsentPerson = ConsentChild & Person

/** The consent and family (the child and their guardians) of children, in one query. */
export async function consentOfChildren(
  db: Queryable,
  childIds: readonly string[],
): Promise<ConsentPerson[]> {
  if (childIds.length === 0) return []
  const result = await selectRows<{
    id: string
    firstname: string
    lastname: string
    photo_consent_withheld: boolean
    guardian_ids: string[]
  }>(
    db,
    sql`
    select u.id, u.firstname, u.lastname, u.photo_consent_withheld,
      array(select g.guardian_id::text from guardianships g where g.child_id = u.id) as guardian_ids
    from users u where u.id = any(${uuidArray(childIds)})
    order by u.lastname, u.firstname, u.id`,
  )
  return result.map((r) => ({
    id: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    photoConsentWithheld: r.photo_consent_withheld,
    familyIds: [r.id, ...r.guardian_ids],
  }))
}

/** The refusal that names the children (details.children), so the author knows whom to remove. */
export function photoConsentError(children: readonly Person[]): AppError {
  return new AppError('PHOTO_CONSENT_WITHHELD', {
    children: children.map((c) => ({ id: c.id, firstname: c.firstname, lastname: c.lastname })),
  })
}

/**
 * Refuses to share media in which a child without photo consent is tagged beyond that child's
 * family. Albums call it on every save; posts should call it too (with the post's media ids).
 */
export async function checkPhotoConsent(
  db: Queryable,
  mediaIds: readonly string[],
  targets: readonly ShareTarget[],
): Promise<void> {
  if (mediaIds.length === 0) return
  const tagged = await db
    .selectDistinct({ childId: mediaChildren.childId })
    .from(mediaChildren)
    .innerJoin(users, eq(users.id, mediaChildren.childId))
    .where(and(inArray(mediaChildren.mediaId, [...mediaIds]), eq(users.photoConsentWithheld, true)))
  if (tagged.length === 0) return
  const children = await consentOfChildren(
    db,
    tagged.map((t) => t.childId),
  )
  const refused = consentViolations(children, targets)
  if (refused.length > 0) throw photoConsentError(refused)
}

/** A child of the signed-in guardian: the actor's guardianship of them and their consent. */
export interface GuardedChild {
  id: ChildId
  referent: boolean
  withheld: boolean
}

/**
 * The child as their guardian may see their consent (decision 0013): handlers ask for them with
 * `requireFor(action, childId, guardedChildInScope)`. Not theirs, or not as a guardian: NOT_FOUND.
 */
export const guardedChildInScope: InScope<ChildId, GuardedChild> = async (db, actor, childId) => {
  if (!actor.familyScope.childIds.includes(childId)) return undefined
  const [row] = await db
    .select({ referent: guardianships.referent, withheld: users.photoConsentWithheld })
    .from(guardianships)
    .innerJoin(users, eq(users.id, guardianships.childId))
    .where(and(eq(guardianships.guardianId, actor.userId), eq(guardianships.childId, childId)))
  return row && { id: childId, ...row }
}

export function readPhotoConsent(child: GuardedChild): PhotoConsent {
  return { childId: child.id, withheld: child.withheld, canChange: mayChangePhotoConsent(child) }
}

/**
 * Only referents change it (others: FORBIDDEN). Withholding keeps the existing tags: the family
 * still finds those photos, and albums shared beyond the family hide them from other readers
 * (galleries.service.ts) until the author removes them or the consent is given again.
 */
export async function setPhotoConsent(
  tx: Queryable,
  actor: Actor,
  now: Date,
  child: GuardedChild,
  withheld: boolean,
): Promise<PhotoConsent> {
  if (!mayChangePhotoConsent(child)) throw new AppError('FORBIDDEN')
  const childId = child.id
  await tx.update(users).set({ photoConsentWithheld: withheld, updatedAt: now }).where(eq(users.id, childId))
  await audit(tx, actor, 'galleries.photoConsentUpdate', { childId, withheld })
  return { childId, withheld, canChange: true }
}
