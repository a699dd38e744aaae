import { isOneOf } from '@nido/domain/access/roles'
import type {
  TeamAssignmentInput,
  TeamInvitation,
  TeamMember,
  TeamMemberCreate,
  TeamMemberFields,
  TeamProfile,
} from '@nido/domain/contracts/team'
import type { AccessLevel } from '@nido/domain/enums/people'
import { AppError } from '@nido/domain/errors'
import { normalizePhoneNumber } from '@nido/domain/rules/phone'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { decodeCursor, encodeCursor, keysetPage } from '../../platform/keyset'
import type { AppDeps } from '../../platform/deps'
import { activationStates, sendActivation } from '../recovery/index'
import {
  assignmentsOf,
  deleteAssignments,
  emailTaken,
  insertAssignments,
  insertStaff,
  sectionsByIds,
  teamMember,
  teamPage,
  updateAssignmentLevels,
  updateStaff,
  type AssignmentRow,
  type AssignmentValues,
  type MemberRow,
  type PersonValues,
} from './team.queries'

// Spec 000 §2 /team and §6 team manager (docs/team.md). The router has checked the profile
// (director, coordinator, group admin), the observer flag, the management module and team access;
// here every staff member, school and section is checked against the actor's schools (404 outside
// them, ARCHITECTURE §4).

const teamManagers = ['DIRECTOR', 'COORDINATOR', 'GROUP_ADMIN'] as const

/** The schools whose team the actor manages: those of their assignments (a group's, for a group). */
export function teamSchoolIds(actor: Actor): readonly string[] {
  return isOneOf(actor.userPermission.profileType, teamManagers) ? actor.structureTreeScope.schoolIds : []
}

/** The staff member, when the actor's schools reach them (the module's scope function). */
export async function memberInScope(db: Queryable, actor: Actor, userId: string) {
  return teamMember(db, teamSchoolIds(actor), userId)
}

function manageable(scope: readonly string[], a: Pick<AssignmentRow, 'groupId' | 'schoolId'>): boolean {
  return a.groupId === null && a.schoolId !== null && scope.includes(a.schoolId)
}

function toMember(scope: readonly string[], row: MemberRow, assignments: AssignmentRow[]): TeamMember {
  return {
    ...row,
    assignments: assignments
      .filter((a) => a.userId === row.id)
      .map(({ userId: _user, ...a }) => ({ ...a, manageable: manageable(scope, a) })),
  }
}

/** The schools a list reads: one asked for (404 outside the actor's), else all of them. */
async function listedSchools(
  db: Queryable,
  actor: Actor,
  query: { schoolId?: string | undefined; sectionId?: string | undefined },
): Promise<readonly string[]> {
  const scope = teamSchoolIds(actor)
  if (query.schoolId && !scope.includes(query.schoolId)) throw new AppError('NOT_FOUND')
  if (query.sectionId) {
    const [section] = await sectionsByIds(db, [query.sectionId])
    if (!section || !scope.includes(section.schoolId)) throw new AppError('NOT_FOUND')
  }
  return query.schoolId ? [query.schoolId] : scope
}

const nameCursor = (last: MemberRow) => encodeCursor([last.lastname, last.firstname, last.id])
function decodeNameCursor(cursor: string | undefined) {
  const after = decodeCursor(cursor, ['text', 'text', 'uuid'])
  return after && { lastname: after[0], firstname: after[1], id: after[2] }
}

export async function listTeam(
  db: Queryable,
  actor: Actor,
  query: {
    schoolId?: string | undefined
    sectionId?: string | undefined
    profile?: TeamProfile | undefined
    q?: string | undefined
    cursor?: string | undefined
    limit: number
  },
): Promise<{ items: TeamMember[]; nextCursor: string | null }> {
  const schoolIds = await listedSchools(db, actor, query)
  const rows = await teamPage(db, {
    schoolIds,
    sectionId: query.sectionId,
    profile: query.profile,
    search: query.q,
    after: decodeNameCursor(query.cursor),
    limit: query.limit,
  })
  const page = keysetPage(rows, query.limit, nameCursor)
  const assignments = await assignmentsOf(
    db,
    page.rows.map((r) => r.id),
  )
  const scope = teamSchoolIds(actor)
  return { items: page.rows.map((r) => toMember(scope, r, assignments)), nextCursor: page.nextCursor }
}

export async function listInvitations(
  db: Queryable,
  actor: Actor,
  query: { schoolId?: string | undefined; cursor?: string | undefined; limit: number },
  now: Date,
): Promise<{ items: TeamInvitation[]; nextCursor: string | null }> {
  const schoolIds = await listedSchools(db, actor, query)
  const rows = await teamPage(db, {
    schoolIds,
    notActivated: true,
    after: decodeNameCursor(query.cursor),
    limit: query.limit,
  })
  const page = keysetPage(rows, query.limit, nameCursor)
  // When the last activation mail went out and until when its link works (the recovery module).
  const sent = await activationStates(
    db,
    page.rows.map((r) => r.id),
  )
  return {
    items: page.rows.map((r) => {
      const state = sent.get(r.id)
      const expiresAt = state?.expiresAt ?? null
      return {
        id: r.id,
        profile: r.profile,
        firstname: r.firstname,
        lastname: r.lastname,
        email: r.email,
        lastSentAt: state?.lastSentAt?.toISOString() ?? null,
        expiresAt: expiresAt?.toISOString() ?? null,
        expired: expiresAt !== null && expiresAt <= now,
      }
    }),
    nextCursor: page.nextCursor,
  }
}

export async function memberDetails(db: Queryable, actor: Actor, row: MemberRow): Promise<TeamMember> {
  return toMember(teamSchoolIds(actor), row, await assignmentsOf(db, [row.id]))
}

const key = (a: { schoolId?: string | null; sectionId?: string | null }) =>
  a.sectionId ? `section ${a.sectionId}` : `school ${a.schoolId ?? ''}`

/**
 * The assignments of the form, checked: a director (or sponsor) is assigned to schools, a teacher
 * to schools or sections (docs/team.md); each school or section inside the actor's schools (404),
 * none twice, and no new member for an archived section (SECTION_ARCHIVED).
 */
async function checkedAssignments(
  db: Queryable,
  actor: Actor,
  profile: TeamProfile,
  inputs: readonly TeamAssignmentInput[],
  alreadyIn: ReadonlySet<string>,
): Promise<AssignmentValues[]> {
  const scope = teamSchoolIds(actor)
  const seen = new Set<string>()
  inputs.forEach((a, i) => {
    if ('sectionId' in a && profile !== 'TEACHER')
      throw new AppError('VALIDATION_ERROR', [
        { path: `body.assignments.${i}`, message: 'Only a teacher is assigned to a section' },
      ])
    if (seen.has(key(a)))
      throw new AppError('VALIDATION_ERROR', [{ path: `body.assignments.${i}`, message: 'Assigned twice' }])
    seen.add(key(a))
    if ('schoolId' in a && !scope.includes(a.schoolId)) throw new AppError('NOT_FOUND')
  })
  const sectionIds = inputs.flatMap((a) => ('sectionId' in a ? [a.sectionId] : []))
  const found = new Map((await sectionsByIds(db, sectionIds)).map((s) => [s.id, s]))
  for (const id of sectionIds) {
    const section = found.get(id)
    if (!section || !scope.includes(section.schoolId)) throw new AppError('NOT_FOUND')
    if (section.archivedAt && !alreadyIn.has(key({ sectionId: id }))) throw new AppError('SECTION_ARCHIVED')
  }
  return inputs.map((a) => ({ ...a }))
}

/** The users row from the form: phone in E.164 (default region FR), empty texts as none. */
function personValues(input: TeamMemberFields): PersonValues {
  const phone = input.phone?.trim() ? normalizePhoneNumber(input.phone.trim()) : null
  if (input.phone?.trim() && !phone) throw new AppError('PHONE_NUMBER_INVALID')
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    gender: input.gender,
    email: input.email,
    phone,
    jobTitle: input.jobTitle?.trim() ? input.jobTitle.trim() : null,
    isModerator: input.isModerator,
    moderated: input.moderated,
    observer: input.observer,
  }
}

/**
 * Creates the teacher or director with their assignments, without a password, and queues the
 * activation mail (a single-use link to choose one, docs/mail-and-recovery.md "Account activation").
 */
export async function createMember(
  tx: Queryable,
  deps: AppDeps,
  actor: Actor,
  input: TeamMemberCreate,
  now: Date,
): Promise<string> {
  const assignments = await checkedAssignments(tx, actor, input.profile, input.assignments, new Set())
  const person = personValues(input)
  if (await emailTaken(tx, person.email)) throw new AppError('EMAIL_ALREADY_USED')
  const id = await insertStaff(tx, { ...person, profileType: input.profile, language: actor.language })
  await insertAssignments(tx, id, assignments)
  await audit(tx, actor, 'team.create', {
    userId: id,
    profile: input.profile,
    assignments: assignments.map(key),
  })
  await sendActivation(tx, deps, { userId: id, now })
  return id
}

const openness: Record<AccessLevel, number> = { Disabled: 0, ReadOnly: 1, All: 2 }
const mostOpen = (levels: readonly AccessLevel[]) => Math.max(-1, ...levels.map((l) => openness[l]))

/**
 * Edits the staff member. Their assignments inside the actor's schools are replaced by the form's
 * (kept ones keep their row, with the new levels); those elsewhere are kept untouched. Returns
 * whether the assignments changed (the caller ends the person's sockets once committed).
 */
export async function updateMember(
  tx: Queryable,
  actor: Actor,
  target: MemberRow,
  input: TeamMemberFields,
  now: Date,
): Promise<boolean> {
  const scope = teamSchoolIds(actor)
  const existing = await assignmentsOf(tx, [target.id])
  const mine = existing.filter((a) => manageable(scope, a))
  const others = existing.filter((a) => !manageable(scope, a))
  const assignments = await checkedAssignments(
    tx,
    actor,
    target.profile,
    input.assignments,
    new Set(mine.map(key)),
  )
  if (target.id === actor.userId) ownAccessKept(existing, [...others, ...assignments])

  const person = personValues(input)
  if (await emailTaken(tx, person.email, target.id)) throw new AppError('EMAIL_ALREADY_USED')
  await updateStaff(tx, target.id, person, now)

  const wanted = new Map(assignments.map((a) => [key(a), a]))
  const removed = mine.filter((a) => !wanted.has(key(a)))
  const kept = mine.filter((a) => wanted.has(key(a)))
  const added = assignments.filter((a) => !mine.some((m) => key(m) === key(a)))
  await deleteAssignments(
    tx,
    removed.map((a) => a.id),
  )
  const relevelled = kept.filter((a) => {
    const w = wanted.get(key(a))!
    return (
      w.childAccess !== a.childAccess || w.teamAccess !== a.teamAccess || w.sectionAccess !== a.sectionAccess
    )
  })
  for (const a of relevelled) await updateAssignmentLevels(tx, a.id, wanted.get(key(a))!, now)
  await insertAssignments(tx, target.id, added)
  await audit(tx, actor, 'team.update', {
    userId: target.id,
    added: added.map(key),
    removed: removed.map(key),
    relevelled: relevelled.map(key),
  })
  return added.length + removed.length + relevelled.length > 0
}

/**
 * Spec 000 §5 team access, applied to oneself: an actor may not lower their own team access nor
 * remove their last assignment (they would lock themselves out of the page); another manager does
 * it. 403 FORBIDDEN.
 */
function ownAccessKept(
  before: readonly AssignmentRow[],
  after: ReadonlyArray<{ teamAccess: AccessLevel; schoolId?: string | null; sectionId?: string | null }>,
): void {
  if (after.length === 0) throw new AppError('FORBIDDEN')
  if (mostOpen(after.map((a) => a.teamAccess)) < mostOpen(before.map((a) => a.teamAccess)))
    throw new AppError('FORBIDDEN')
  for (const was of before) {
    const now = after.find((a) => key(a) === key(was))
    if (now && openness[now.teamAccess] < openness[was.teamAccess]) throw new AppError('FORBIDDEN')
  }
}
