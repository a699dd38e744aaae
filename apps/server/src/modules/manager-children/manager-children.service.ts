import { sql } from 'drizzle-orm'
import { guardianManagerRefusal } from '@nido/domain/access/manager-children'
import type {
  AuthorizationAnswer,
  ChildAuthorizations,
  ChildFileDetail,
  ChildFileFields,
  ManagerScopeMetadata,
  PickupPersonFields,
} from '@nido/domain/contracts/manager-children'
import { managerChildrenLimits, managerScopeMetadataMaxIds } from '@nido/domain/contracts/manager-children'
import { authorizationKinds, type AuthorizationKind } from '@nido/domain/enums/manager-children'
import { AppError } from '@nido/domain/errors'
import { normalizePhoneNumber } from '@nido/domain/rules/phone'
import type { Queryable } from '../../db/client'
import { selectRows } from '../../db/rows'
import { uuidArray } from '../../db/sql'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { schoolFeatures } from '../../platform/features'
import { decodeCursor, encodeCursor, keysetPage } from '../../platform/keyset'
import { listSchoolOf } from '../../platform/school-scope'
import {
  authorizationsOf,
  childInReach,
  childReach,
  childrenPage,
  deletePickupPerson,
  fileOf,
  guardianInReach,
  guardiansOfChild,
  holdersAmong,
  holdsContract,
  insertPickupPerson,
  pickupPersonsOf,
  schoolOfChild,
  setHolderFlag,
  updatePickupPerson,
  upsertAuthorization,
  upsertFile,
  type AuthorizationRow,
  type ChildRow,
} from './manager-children.queries'

// Manager child and guardian files (docs/manager-children.md, decision 0050). The router has
// checked the profile, the observer flag and the manager flag of the current school; here every
// child and guardian is looked for in that school within the actor's query scope, and anything
// else answers 404 (ARCHITECTURE §4).

export const iso = (at: Date | string) => new Date(at).toISOString()

/** The school the staff actor works in (the one whose manager flag the router checked). */
export function staffSchool(actor: Actor): string | null {
  return listSchoolOf(actor)
}

export interface ChildInScope extends ChildRow {
  schoolId: string
}

/** The module's scope function for staff routes: the child in the current school's reach. */
export async function childInScope(
  db: Queryable,
  actor: Actor,
  childId: string,
): Promise<ChildInScope | undefined> {
  const schoolId = staffSchool(actor)
  if (!schoolId) return undefined
  const row = await childInReach(db, actor, schoolId, childId)
  return row && { ...row, schoolId }
}

export async function guardianInScope(db: Queryable, actor: Actor, guardianId: string) {
  const schoolId = staffSchool(actor)
  if (!schoolId) return undefined
  const row = await guardianInReach(db, actor, schoolId, guardianId)
  return row && { ...row, schoolId }
}

/** Observers read only (spec 000 §6); the rule of the write actions, told to the UI. */
export const mayEdit = (actor: Actor) => !actor.observer

const phoneOf = (value: string | null, path: string): string | null => {
  if (value === null || value === '') return null
  const phone = normalizePhoneNumber(value)
  if (!phone) throw new AppError('PHONE_NUMBER_INVALID', [{ path, message: 'Invalid phone number' }])
  return phone
}

export const blankToNull = (value: string | null | undefined) => (value ? value : null)

// --- children and their file ----------------------------------------------------------------------

export async function listChildren(
  db: Queryable,
  actor: Actor,
  query: {
    q?: string | undefined
    file: 'all' | 'with' | 'without'
    cursor?: string | undefined
    limit: number
  },
) {
  const after = decodeCursor(query.cursor, ['text', 'text', 'uuid'])
  const schoolId = staffSchool(actor)
  if (!schoolId) return { items: [], nextCursor: null }
  const rows = await childrenPage(db, actor, {
    schoolId,
    file: query.file,
    search: query.q,
    after: after && { lastname: after[0], firstname: after[1], id: after[2] },
    limit: query.limit,
  })
  const page = keysetPage(rows, query.limit, (last) => encodeCursor([last.lastname, last.firstname, last.id]))
  return { items: page.rows, nextCursor: page.nextCursor }
}

export async function fileDetail(db: Queryable, actor: Actor, child: ChildInScope): Promise<ChildFileDetail> {
  const file = await fileOf(db, child.id)
  const guardians = await guardiansOfChild(db, child.id)
  const persons = await pickupPersonsOf(db, child.id)
  return {
    child: {
      id: child.id,
      firstname: child.firstname,
      lastname: child.lastname,
      birthDate: child.birthDate,
      hasFile: !!file,
    },
    file: file
      ? {
          healthNotes: file.healthNotes,
          allergies: file.allergies,
          doctorName: file.doctorName,
          doctorPhone: file.doctorPhone,
          emergencyContactName: file.emergencyContactName,
          emergencyContactPhone: file.emergencyContactPhone,
          updatedAt: iso(file.updatedAt),
        }
      : null,
    guardians: guardians.map(({ guardianshipId: _, ...g }) => g),
    pickupPersons: persons.map((p) => ({
      id: p.id,
      firstname: p.firstname,
      lastname: p.lastname,
      relationship: p.relationship,
      phone: p.phone,
      identityCheckNote: p.identityCheckNote,
      position: p.position,
    })),
    canEdit: mayEdit(actor),
  }
}

export async function saveFile(
  tx: Queryable,
  actor: Actor,
  child: ChildInScope,
  input: ChildFileFields,
  now: Date,
): Promise<void> {
  await upsertFile(tx, child.id, {
    healthNotes: blankToNull(input.healthNotes),
    allergies: blankToNull(input.allergies),
    doctorName: blankToNull(input.doctorName),
    doctorPhone: phoneOf(input.doctorPhone, 'doctorPhone'),
    emergencyContactName: blankToNull(input.emergencyContactName),
    emergencyContactPhone: phoneOf(input.emergencyContactPhone, 'emergencyContactPhone'),
    updatedAt: now,
  })
  await audit(tx, actor, 'managerChildren.saveFile', { childId: child.id })
}

export async function setContractHolder(
  tx: Queryable,
  actor: Actor,
  child: ChildInScope,
  guardianId: string,
  contractHolder: boolean,
): Promise<void> {
  const link = (await guardiansOfChild(tx, child.id)).find((g) => g.id === guardianId)
  if (!link) throw new AppError('NOT_FOUND')
  await setHolderFlag(tx, link.guardianshipId, contractHolder)
  await audit(tx, actor, 'managerChildren.setContractHolder', {
    childId: child.id,
    guardianId,
    contractHolder,
  })
}

function pickupValues(input: PickupPersonFields) {
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    relationship: input.relationship,
    phone: phoneOf(input.phone, 'phone'),
    identityCheckNote: blankToNull(input.identityCheckNote),
  }
}

export async function addPickupPerson(
  tx: Queryable,
  actor: Actor,
  child: ChildInScope,
  input: PickupPersonFields,
) {
  // Locks the child's row so two adds at once cannot both pass the limit.
  await tx.execute(sql`select 1 from users where id = ${child.id} for update`)
  const existing = await pickupPersonsOf(tx, child.id)
  if (existing.length >= managerChildrenLimits.pickupPersonsMax) throw new AppError('PICKUP_PERSONS_LIMIT')
  await insertPickupPerson(tx, { childId: child.id, ...pickupValues(input) })
  await audit(tx, actor, 'managerChildren.addPickupPerson', { childId: child.id })
}

export async function changePickupPerson(
  tx: Queryable,
  actor: Actor,
  child: ChildInScope,
  personId: string,
  input: PickupPersonFields,
) {
  if (!(await updatePickupPerson(tx, child.id, personId, pickupValues(input))))
    throw new AppError('NOT_FOUND')
  await audit(tx, actor, 'managerChildren.updatePickupPerson', { childId: child.id, personId })
}

export async function removePickupPerson(tx: Queryable, actor: Actor, child: ChildInScope, personId: string) {
  if (!(await deletePickupPerson(tx, child.id, personId))) throw new AppError('NOT_FOUND')
  await audit(tx, actor, 'managerChildren.removePickupPerson', { childId: child.id, personId })
}

// --- authorizations ---------------------------------------------------------------------------

function answersOf(rows: AuthorizationRow[]): AuthorizationAnswer[] {
  return authorizationKinds.map((kind) => {
    const row = rows.find((r) => r.kind === kind)
    return row
      ? { kind, granted: row.granted, decidedBy: row.decidedBy, decidedAt: iso(row.decidedAt) }
      : { kind, granted: null, decidedBy: null, decidedAt: null }
  })
}

export async function childAuthorizations(
  db: Queryable,
  child: { id: string; firstname: string; lastname: string },
  canEdit: boolean,
): Promise<ChildAuthorizations> {
  const rows = await authorizationsOf(db, [child.id])
  return {
    child: { id: child.id, firstname: child.firstname, lastname: child.lastname },
    items: answersOf(rows),
    canEdit,
  }
}

export async function decideAuthorization(
  tx: Queryable,
  actor: Actor,
  childId: string,
  kind: AuthorizationKind,
  granted: boolean,
  now: Date,
  action: 'managerChildren.decideAuthorization' | 'managerChildren.guardianDecide',
) {
  await upsertAuthorization(tx, { childId, kind, granted, decidedById: actor.userId, decidedAt: now })
  await audit(tx, actor, action, { childId, kind, granted })
}

export async function authorizationTable(
  db: Queryable,
  actor: Actor,
  query: { q?: string | undefined; cursor?: string | undefined; limit: number },
) {
  const page = await listChildren(db, actor, { ...query, file: 'all' })
  const rows = await authorizationsOf(
    db,
    page.items.map((c) => c.id),
  )
  return {
    items: page.items.map((child) => ({
      child: { id: child.id, firstname: child.firstname, lastname: child.lastname },
      items: answersOf(rows.filter((r) => r.childId === child.id)),
      canEdit: mayEdit(actor),
    })),
    nextCursor: page.nextCursor,
  }
}

// --- guardian side (spec 000 §6 guardian manager menu) -----------------------------------------

/**
 * The guardian side's scope function: a child of the guardian whose school has the manager on
 * and not lite (else 403 FORBIDDEN_BY_FEATURE_SETTINGS), held by this guardian (else 404, as for
 * a child that is not theirs: a guardian who is not a holder learns nothing).
 */
export async function heldChildInScope(db: Queryable, actor: Actor, childId: string) {
  if (!actor.familyScope.childIds.includes(childId)) return undefined
  const [school, holder] = [await schoolOfChild(db, childId), await holdsContract(db, actor.userId, childId)]
  if (!school) return undefined
  const manager = (await schoolFeatures(db, school.schoolId)).manager
  const refusal = guardianManagerRefusal({
    managerOn: manager.state !== 'DISABLED',
    managerLite: manager.options.isManagerLite === true,
    contractHolder: holder,
  })
  if (refusal === 'feature') throw new AppError('FORBIDDEN_BY_FEATURE_SETTINGS')
  if (refusal === 'notHolder') return undefined
  const [child] = await selectRows<{ id: string; firstname: string; lastname: string }>(
    db,
    sql`select id, firstname, lastname from users where id = ${childId}`,
  )
  return child
}

// --- scope metadata (spec 000 §3, §7) ------------------------------------------------------------

export async function scopeMetadata(
  db: Queryable,
  actor: Actor,
  body: { inscriptionIds?: string[] | undefined; contractHolderIds?: string[] | undefined },
): Promise<ManagerScopeMetadata> {
  const total = (body.inscriptionIds?.length ?? 0) + (body.contractHolderIds?.length ?? 0)
  if (total > managerScopeMetadataMaxIds)
    throw new AppError('TOO_MANY_IDS', { max: managerScopeMetadataMaxIds, received: total })
  const ids = body.contractHolderIds ?? []
  let condition
  if (actor.userPermission.profileType === 'GUARDIAN') {
    condition = sql`u.id = any(${uuidArray(actor.familyScope.childIds)})`
  } else {
    const schoolId = staffSchool(actor)
    if (!schoolId) return { inscriptions: [], contractHolders: [] }
    condition = childReach(actor, schoolId)
  }
  // Pre-registrations are not built yet: no inscription is visible to anyone.
  return { inscriptions: [], contractHolders: await holdersAmong(db, ids, condition) }
}
