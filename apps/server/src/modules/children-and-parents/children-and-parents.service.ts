import { accessLevelAllows } from '@nido/domain/access/access-level'
import { actionRules } from '@nido/domain/access/actions'
import type { ChildDetail, ChildItem, SectionChoice } from '@nido/domain/contracts/children-and-parents'
import type { Gender, GuardianRelationship } from '@nido/domain/enums/people'
import { AppError } from '@nido/domain/errors'
import { normalizePhoneNumber } from '@nido/domain/rules/phone'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { decodeCursor, encodeCursor, keysetPage } from '../../platform/keyset'
import { guardianActivations } from './children-and-parents.activation'
import { childKeyOf, dropChildKey, ensureChildKey, renewChildKey } from '../child-keys/index'
import {
  activeSectionsIn,
  addChildToSections,
  childInReach,
  childrenPage,
  childSectionIds,
  deleteArchive,
  deleteGuardianship,
  existingSections,
  guardiansOfChild,
  insertArchive,
  insertChild,
  insertGuardianship,
  insertGuardianUser,
  removeChildFromSections,
  sectionsByIds,
  updateChild,
  updateGuardianship,
  userByEmail,
  type ChildRow,
  type LinkValues,
} from './children-and-parents.queries'

// Spec 000 §2 /children-and-parents, §6 (docs/children-and-parents.md, decision 0031). The router
// has checked the profile, the observer flag, the management module and child access; here every
// child and section is checked against the actor's sections (404 outside them, ARCHITECTURE §4).

/**
 * The sections the actor reaches: a teacher's own, every section of a director's school or a
 * coordinator's group (platform/actor.ts expands the tree). Never ids from the client.
 */
export const reachOf = (actor: Actor): readonly string[] => actor.structureTreeScope.sectionIds

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString())

const toItem = (row: ChildRow): ChildItem => ({ ...row, archivedAt: iso(row.archivedAt) })

/** The module's scope function: the child when one of their sections (or those left) is the actor's. */
export async function childInScope(db: Queryable, actor: Actor, childId: string) {
  return childInReach(db, reachOf(actor), childId)
}

/** Whether the actor may change children (the rule of the write actions, told to the UI). */
export function mayEdit(actor: Actor): boolean {
  const rule = actionRules['childrenAndParents.update']
  return (
    rule.profiles.some((p) => p === actor.userPermission.profileType) &&
    !actor.observer &&
    accessLevelAllows(actor.accessLevels.child, true)
  )
}

function attending(child: ChildRow): void {
  if (child.archivedAt !== null) throw new AppError('CHILD_ARCHIVED')
}

export async function listChildren(
  db: Queryable,
  actor: Actor,
  query: {
    schoolId?: string | undefined
    sectionId?: string | undefined
    q?: string | undefined
    status: 'active' | 'archived'
    cursor?: string | undefined
    limit: number
  },
) {
  const after = decodeCursor(query.cursor, ['text', 'text', 'uuid'])
  const rows = await childrenPage(db, {
    reach: reachOf(actor),
    archived: query.status === 'archived',
    schoolId: query.schoolId,
    sectionId: query.sectionId,
    search: query.q,
    after: after && { lastname: after[0], firstname: after[1], id: after[2] },
    limit: query.limit,
  })
  const page = keysetPage(rows, query.limit, (last) => encodeCursor([last.lastname, last.firstname, last.id]))
  return { items: page.rows.map(toItem), nextCursor: page.nextCursor }
}

export async function sectionChoices(db: Queryable, actor: Actor): Promise<{ items: SectionChoice[] }> {
  const rows = await activeSectionsIn(db, reachOf(actor))
  return { items: rows.map(({ id, name, schoolId, schoolName }) => ({ id, name, schoolId, schoolName })) }
}

/** The child's page: sections, guardians and key. A child attending without a key gets one. */
export async function childDetail(db: Queryable, actor: Actor, child: ChildRow): Promise<ChildDetail> {
  const [guardians, key] = await Promise.all([
    guardiansOfChild(db, child.id),
    child.archivedAt === null ? ensureChildKey(db, child.id) : childKeyOf(db, child.id),
  ])
  const activations = await guardianActivations(
    db,
    guardians.map((g) => g.id),
  )
  return {
    ...toItem(child),
    guardians: guardians.map(({ activated, ...g }) => ({
      ...g,
      // An external identity counts as activated: they sign in without a password.
      activation: {
        lastSentAt: null,
        expiresAt: null,
        ...activations.get(g.id),
        activated: activated || (activations.get(g.id)?.activated ?? false),
      },
    })),
    key,
    canEdit: mayEdit(actor),
  }
}

/**
 * Sections a child may be put in: in the actor's reach (404 otherwise, like an unknown id), and,
 * for a section the child is not in yet, not archived (docs/sections.md).
 */
async function checkSections(
  tx: Queryable,
  actor: Actor,
  wanted: readonly string[],
  alreadyIn: readonly string[] = [],
): Promise<string[]> {
  const ids = [...new Set(wanted)]
  const reach = new Set(reachOf(actor))
  if (ids.some((id) => !reach.has(id))) throw new AppError('NOT_FOUND')
  const found = await sectionsByIds(tx, ids)
  if (found.length !== ids.length) throw new AppError('NOT_FOUND')
  if (found.some((s) => s.archivedAt !== null && !alreadyIn.includes(s.id)))
    throw new AppError('SECTION_ARCHIVED')
  return ids
}

export interface GuardianLinkInput extends LinkValues {
  kind: 'new' | 'existing'
  email: string | null
  firstname?: string
  lastname?: string
  phone?: string | null
}

/** What a write changed beyond its answer: whose scope moved, which new guardians to invite. */
export interface Changed {
  /** Users whose realtime connections end once committed (docs/security.md "Sessions and realtime"). */
  scopeChanged: string[]
  /** New guardian accounts with an e-mail: they get the activation mail. */
  newGuardians: string[]
}

/**
 * Links one guardian to the child: an existing GUARDIAN account found by e-mail, or a new one.
 * Returns the guardian's id and whether the account is new.
 */
async function linkGuardian(
  tx: Queryable,
  actor: Actor,
  childId: string,
  input: GuardianLinkInput,
): Promise<{ guardianId: string; created: boolean }> {
  let guardianId: string
  let created = false
  if (input.kind === 'existing') {
    const found = input.email ? await userByEmail(tx, input.email) : undefined
    // A staff account or a child's is not a guardian's: the same answer as no account at all.
    if (!found || found.profileType !== 'GUARDIAN') throw new AppError('GUARDIAN_ACCOUNT_NOT_FOUND')
    guardianId = found.id
  } else {
    const phone = input.phone ? normalizePhoneNumber(input.phone) : null
    if (input.phone && !phone)
      throw new AppError('PHONE_NUMBER_INVALID', [{ path: 'phone', message: 'Invalid phone number' }])
    if (input.email && (await userByEmail(tx, input.email))) throw new AppError('EMAIL_ALREADY_USED')
    const made = await insertGuardianUser(tx, {
      firstname: input.firstname!,
      lastname: input.lastname!,
      email: input.email,
      phone,
      language: actor.language,
    })
    if (!made) throw new AppError('EMAIL_ALREADY_USED')
    guardianId = made
    created = true
  }
  const link = {
    relationship: input.relationship,
    referent: input.referent,
    parentalAuthority: input.parentalAuthority,
  }
  const guardianshipId = await insertGuardianship(tx, { guardianId, childId, ...link })
  if (!guardianshipId) throw new AppError('CHILD_ALREADY_LINKED')
  await audit(tx, actor, 'childrenAndParents.addGuardian', {
    childId,
    guardianId,
    guardianshipId,
    created,
    ...link,
  })
  return { guardianId, created }
}

export async function createChild(
  tx: Queryable,
  actor: Actor,
  input: {
    firstname: string
    lastname: string
    gender: Gender | null
    birthDate: string | null
    sectionIds: string[]
    guardians: GuardianLinkInput[]
  },
): Promise<{ childId: string } & Changed> {
  const sectionIds = await checkSections(tx, actor, input.sectionIds)
  const childId = await insertChild(tx, {
    firstname: input.firstname,
    lastname: input.lastname,
    gender: input.gender,
    birthDate: input.birthDate,
    language: actor.language,
  })
  await addChildToSections(tx, childId, sectionIds)
  // Spec 001 §5: the key a guardian adds the child with; child-keys' own generator.
  await renewChildKey(tx, childId)
  await audit(tx, actor, 'childrenAndParents.create', { childId, sectionIds })
  const newGuardians: string[] = []
  const guardians: string[] = []
  for (const guardian of input.guardians) {
    const linked = await linkGuardian(tx, actor, childId, guardian)
    guardians.push(linked.guardianId)
    if (linked.created && guardian.email) newGuardians.push(linked.guardianId)
  }
  return { childId, scopeChanged: guardians, newGuardians }
}

export async function addGuardian(
  tx: Queryable,
  actor: Actor,
  child: ChildRow,
  input: GuardianLinkInput,
): Promise<Changed> {
  attending(child)
  const linked = await linkGuardian(tx, actor, child.id, input)
  return {
    scopeChanged: [linked.guardianId],
    newGuardians: linked.created && input.email ? [linked.guardianId] : [],
  }
}

/**
 * Changes the child's fields and sections. Sections outside the actor's reach are kept whatever
 * the request says (another school's managers own them); `sectionIds` replaces the rest.
 */
export async function editChild(
  tx: Queryable,
  actor: Actor,
  child: ChildRow,
  input: {
    firstname?: string | undefined
    lastname?: string | undefined
    gender?: Gender | null | undefined
    birthDate?: string | null | undefined
    sectionIds?: string[] | undefined
  },
): Promise<Changed> {
  attending(child)
  const { sectionIds, ...fields } = input
  const values = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined))
  await updateChild(tx, child.id, values)
  let added: string[] = []
  let removed: string[] = []
  if (sectionIds) {
    const current = await childSectionIds(tx, child.id)
    const wanted = await checkSections(tx, actor, sectionIds, current)
    const reach = new Set(reachOf(actor))
    added = wanted.filter((id) => !current.includes(id))
    removed = current.filter((id) => reach.has(id) && !wanted.includes(id))
    await addChildToSections(tx, child.id, added)
    await removeChildFromSections(tx, child.id, removed)
  }
  await audit(tx, actor, 'childrenAndParents.update', {
    childId: child.id,
    fields: Object.keys(values),
    addedSectionIds: added,
    removedSectionIds: removed,
  })
  const moved = added.length + removed.length > 0
  const guardians = moved ? (await guardiansOfChild(tx, child.id)).map((g) => g.id) : []
  return { scopeChanged: moved ? [child.id, ...guardians] : [], newGuardians: [] }
}

export async function editGuardian(
  tx: Queryable,
  actor: Actor,
  child: ChildRow,
  guardianId: string,
  values: {
    relationship?: GuardianRelationship | undefined
    referent?: boolean | undefined
    parentalAuthority?: boolean | undefined
  },
): Promise<void> {
  attending(child)
  const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined))
  const linked =
    Object.keys(set).length === 0
      ? (await guardiansOfChild(tx, child.id)).some((g) => g.id === guardianId)
      : await updateGuardianship(tx, { guardianId, childId: child.id }, set)
  if (!linked) throw new AppError('NOT_FOUND')
  await audit(tx, actor, 'childrenAndParents.updateGuardian', { childId: child.id, guardianId, ...set })
}

/** Unlinks a guardian from the child; their account and their other children stay. */
export async function unlinkGuardian(
  tx: Queryable,
  actor: Actor,
  child: ChildRow,
  guardianId: string,
): Promise<Changed> {
  if (!(await deleteGuardianship(tx, { guardianId, childId: child.id }))) throw new AppError('NOT_FOUND')
  await audit(tx, actor, 'childrenAndParents.unlinkGuardian', { childId: child.id, guardianId })
  return { scopeChanged: [guardianId], newGuardians: [] }
}

/** A new key; the old one finds nobody from the commit on (the key itself is not audited). */
export async function renewKey(tx: Queryable, actor: Actor, child: ChildRow): Promise<{ key: string }> {
  attending(child)
  const key = await renewChildKey(tx, child.id)
  await audit(tx, actor, 'childrenAndParents.renewKey', { childId: child.id })
  return { key }
}

/**
 * Decision 0031: the child leaves every section (so every list, board and share target built
 * from sections, and their family's section scope, lose them at once), the sections are kept in
 * `child_archives`, and the key is taken away. Account, guardianships and history stay. A child
 * in a section the actor does not reach is archived by someone who reaches all of them.
 */
export async function archiveChild(
  tx: Queryable,
  actor: Actor,
  child: ChildRow,
  now: Date,
): Promise<Changed> {
  attending(child)
  const current = await childSectionIds(tx, child.id)
  const reach = new Set(reachOf(actor))
  if (current.some((id) => !reach.has(id))) throw new AppError('FORBIDDEN')
  await insertArchive(tx, {
    childId: child.id,
    archivedAt: now,
    archivedBy: actor.userId,
    sectionIds: current,
  })
  await removeChildFromSections(tx, child.id, current)
  await dropChildKey(tx, child.id)
  await audit(tx, actor, 'childrenAndParents.archive', { childId: child.id, sectionIds: current })
  const guardians = (await guardiansOfChild(tx, child.id)).map((g) => g.id)
  return { scopeChanged: [child.id, ...guardians], newGuardians: [] }
}

/** Back into the sections they left (those that still exist), with a new key. */
export async function restoreChild(tx: Queryable, actor: Actor, child: ChildRow): Promise<Changed> {
  if (child.archivedAt === null) throw new AppError('CONFLICT')
  const left = await deleteArchive(tx, child.id)
  const sectionIds = await existingSections(tx, left)
  if (sectionIds.length === 0) throw new AppError('CONFLICT')
  await addChildToSections(tx, child.id, sectionIds)
  await renewChildKey(tx, child.id)
  await audit(tx, actor, 'childrenAndParents.restore', { childId: child.id, sectionIds })
  const guardians = (await guardiansOfChild(tx, child.id)).map((g) => g.id)
  return { scopeChanged: [child.id, ...guardians], newGuardians: [] }
}
