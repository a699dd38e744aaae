import type { MyChildOut, MyChildUpdate } from '@nido/domain/contracts/my-children'
import { AppError } from '@nido/domain/errors'
import type { ChildId } from '@nido/domain/ids'
import { contactPhone } from '@nido/domain/rules/contacts'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import type { InScope } from '../../platform/http'
import { ensureChildKey } from '../child-keys/index'
import { attachMedia, detachMedia } from '../media/index'
import {
  coGuardiansOf,
  deleteLink,
  lockedLinksOf,
  myChildRows,
  sectionsOfChildren,
  updateChild,
  updateMyRelationship,
  type MyChildRow,
} from './my-children.queries'

// Spec 000 §2 /my-children, §6 "Guardian-only account entries: my children" (docs/my-children.md,
// decision 0032). The router has checked the profile (guardians) and, for writes, the observer
// flag; here the child must be one of the actor's own (404 otherwise, ARCHITECTURE §4) and only a
// referent writes. Names, birth date and sections are the school's: nothing here changes them.

/** The child, when the actor is their guardian (the module's scope function). */
export const myChildInScope: InScope<ChildId, MyChildRow> = async (db, actor, childId) => {
  if (!actor.familyScope.childIds.includes(childId)) return undefined
  const [row] = await myChildRows(db, actor.userId, [childId])
  return row
}

/** Referents who are not observers edit; everybody else reads (docs/my-children.md). */
export const mayEdit = (actor: Actor, row: Pick<MyChildRow, 'referent'>) => row.referent && !actor.observer

/** The children as the list shows them: four queries whatever their number, plus a key made once. */
async function describe(db: Queryable, actor: Actor, rows: readonly MyChildRow[]): Promise<MyChildOut[]> {
  const ids = rows.map((r) => r.id)
  const [placements, others] = await Promise.all([
    sectionsOfChildren(db, ids),
    coGuardiansOf(db, actor.userId, ids),
  ])
  const items: MyChildOut[] = []
  for (const row of rows) {
    const mine = placements.filter((p) => p.childId === row.id)
    const schools = new Map(mine.map((p) => [p.schoolId, { id: p.schoolId, name: p.schoolName }]))
    items.push({
      id: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      birthDate: row.birthDate,
      gender: row.gender,
      avatarMediaId: row.avatarMediaId,
      schools: [...schools.values()],
      sections: mine.map((p) => ({ id: p.sectionId, schoolId: p.schoolId, name: p.sectionName })),
      me: {
        relationship: row.relationship,
        referent: row.referent,
        parentalAuthority: row.parentalAuthority,
      },
      otherGuardians: others
        .filter((o) => o.childId === row.id)
        .map((o) => ({
          id: o.id,
          firstname: o.firstname,
          lastname: o.lastname,
          relationship: o.relationship,
          referent: o.referent,
          avatarMediaId: o.avatarMediaId,
          // Spec 001 §3 showPhoneNumberInContacts: the same rule as the contacts page; never an e-mail.
          phone: contactPhone(o.phone, o.settings),
        })),
      photoConsentWithheld: row.photoConsentWithheld,
      // The key lets anyone who has it join the family (docs/child-keys.md): referents only.
      key: row.referent ? await ensureChildKey(db, row.id) : null,
      canEdit: mayEdit(actor, row),
    })
  }
  return items
}

export async function listMyChildren(db: Queryable, actor: Actor): Promise<{ items: MyChildOut[] }> {
  return { items: await describe(db, actor, await myChildRows(db, actor.userId, actor.familyScope.childIds)) }
}

export async function readMyChild(db: Queryable, actor: Actor, row: MyChildRow): Promise<MyChildOut> {
  const [item] = await describe(db, actor, [row])
  return item!
}

/**
 * A referent's corrections, in the caller's transaction, with one audit row naming what changed.
 * The picture goes through the media pipeline as the account's does (media.avatar.ts): a ready
 * upload of kind `user` that the actor made, attached to the child; the one it replaces is detached
 * (the upload sweep removes it later). Sending the current picture again changes nothing.
 */
export async function updateMyChild(
  tx: Queryable,
  actor: Actor,
  row: MyChildRow,
  input: MyChildUpdate,
  now: Date,
): Promise<MyChildOut> {
  if (!mayEdit(actor, row)) throw new AppError('FORBIDDEN')
  const changed: Record<string, unknown> = {}
  const child: { gender?: MyChildRow['gender']; avatarMediaId?: string | null } = {}
  if (input.gender !== undefined && input.gender !== row.gender) child.gender = changed.gender = input.gender
  if (input.avatarMediaId !== undefined && input.avatarMediaId !== row.avatarMediaId) {
    const mediaId = input.avatarMediaId
    if (mediaId) await attachMedia(tx, actor, { mediaIds: [mediaId], kind: 'user', attachedId: row.id })
    await detachMedia(tx, { kind: 'user', attachedId: row.id, keepIds: mediaId ? [mediaId] : [] })
    child.avatarMediaId = changed.avatarMediaId = mediaId
  }
  if (Object.keys(child).length > 0) await updateChild(tx, row.id, { ...child, updatedAt: now })
  if (input.relationship !== undefined && input.relationship !== row.relationship) {
    await updateMyRelationship(tx, { guardianId: actor.userId, childId: row.id }, input.relationship, now)
    changed.relationship = input.relationship
  }
  if (Object.keys(changed).length > 0)
    await audit(tx, actor, 'myChildren.update', { childId: row.id, ...changed })
  const [updated] = await myChildRows(tx, actor.userId, [row.id])
  return readMyChild(tx, actor, updated!)
}

/**
 * The guardian leaves the child's family: their guardianship goes, in the caller's transaction.
 * A child keeps a referent (who holds the key and answers for photo consent): their last one is
 * refused with LAST_REFERENT_GUARDIAN. Non-referents may always leave. Answers the users whose
 * scope changed, for the caller to end their realtime connections once committed.
 */
export async function unlinkMyChild(tx: Queryable, actor: Actor, row: MyChildRow): Promise<string[]> {
  const links = await lockedLinksOf(tx, row.id)
  const mine = links.find((l) => l.guardianId === actor.userId)
  if (!mine) throw new AppError('NOT_FOUND')
  if (mine.referent && !links.some((l) => l.guardianId !== actor.userId && l.referent))
    throw new AppError('LAST_REFERENT_GUARDIAN')
  const removed = await deleteLink(tx, { guardianId: actor.userId, childId: row.id })
  if (!removed) throw new AppError('NOT_FOUND')
  await audit(tx, actor, 'myChildren.unlink', {
    childId: row.id,
    guardianshipId: removed.id,
    relationship: row.relationship,
    referent: mine.referent,
  })
  return [actor.userId]
}
