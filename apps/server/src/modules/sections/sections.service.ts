import type { SectionCandidate, SectionItem, SectionMembers } from '@nido/domain/contracts/sections'
import { AppError } from '@nido/domain/errors'
import type { Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import { decodeCursor, encodeCursor, keysetPage } from '../../platform/keyset'
import { listSchoolOf, managesSchool } from '../../platform/school-scope'
import {
  activeNameTaken,
  addChild,
  addStaff,
  candidates,
  guardiansOf,
  insertSection,
  isMemberOfSchool,
  removeChild,
  removeStaff,
  schoolById,
  sectionById,
  sectionChildren,
  sectionsOfSchool,
  sectionStaff,
  updateSection,
  type SectionRow,
} from './sections.queries'

// Spec 000 §2 /sections, §6 management section (docs/sections.md). The router has checked the
// profile (director, coordinator), the observer flag and the management module; here every
// section and school is checked against the actor's schools (404 outside them, ARCHITECTURE §4).

/** Candidates the picker shows at most; it narrows them by name. */
export const candidateLimit = 50

const toItem = (row: SectionRow): SectionItem => ({
  ...row,
  archivedAt: row.archivedAt?.toISOString() ?? null,
})

/** The section, when it belongs to a school the actor manages (the module's scope function). */
export async function sectionInScope(db: Queryable, actor: Actor, sectionId: string) {
  const section = await sectionById(db, sectionId)
  return section && managesSchool(actor, section.schoolId) ? section : undefined
}

/** A school the actor manages, with its group; NOT_FOUND otherwise. */
async function managedSchool(db: Queryable, actor: Actor, schoolId: string) {
  if (!managesSchool(actor, schoolId)) throw new AppError('NOT_FOUND')
  const school = await schoolById(db, schoolId)
  if (!school) throw new AppError('NOT_FOUND')
  return school
}

function activeOnly(section: SectionRow): void {
  if (section.archivedAt) throw new AppError('SECTION_ARCHIVED')
}

export async function listSections(
  db: Queryable,
  actor: Actor,
  query: {
    schoolId?: string | undefined
    status: 'active' | 'archived'
    cursor?: string | undefined
    limit: number
  },
) {
  const schoolId = query.schoolId ?? listSchoolOf(actor)
  if (!schoolId) return { items: [], nextCursor: null }
  await managedSchool(db, actor, schoolId)
  const after = decodeCursor(query.cursor, ['text', 'uuid'])
  const rows = await sectionsOfSchool(db, {
    schoolId,
    archived: query.status === 'archived',
    after: after && { name: after[0], id: after[1] },
    limit: query.limit,
  })
  const page = keysetPage(rows, query.limit, (last) => encodeCursor([last.name, last.id]))
  return { items: page.rows.map(toItem), nextCursor: page.nextCursor }
}

export async function createSection(
  tx: Queryable,
  actor: Actor,
  input: { schoolId: string; name: string },
): Promise<SectionItem> {
  await managedSchool(tx, actor, input.schoolId)
  if (await activeNameTaken(tx, input)) throw new AppError('SECTION_NAME_TAKEN')
  const id = await insertSection(tx, input)
  await audit(tx, actor, 'sections.create', { sectionId: id, schoolId: input.schoolId, name: input.name })
  return toItem((await sectionById(tx, id))!)
}

export async function renameSection(
  tx: Queryable,
  actor: Actor,
  section: SectionRow,
  name: string,
): Promise<SectionItem> {
  activeOnly(section)
  if (await activeNameTaken(tx, { schoolId: section.schoolId, name, exceptId: section.id }))
    throw new AppError('SECTION_NAME_TAKEN')
  await updateSection(tx, section.id, { name })
  await audit(tx, actor, 'sections.rename', { sectionId: section.id, from: section.name, to: name })
  return toItem((await sectionById(tx, section.id))!)
}

/** Archiving keeps the members and everything shared with the section (docs/sections.md). */
export async function archiveSection(
  tx: Queryable,
  actor: Actor,
  section: SectionRow,
  now: Date,
): Promise<SectionItem> {
  activeOnly(section)
  await updateSection(tx, section.id, { archivedAt: now })
  await audit(tx, actor, 'sections.archive', { sectionId: section.id })
  return toItem((await sectionById(tx, section.id))!)
}

export async function membersOf(db: Queryable, section: SectionRow): Promise<SectionMembers> {
  const [staff, children] = await Promise.all([sectionStaff(db, section.id), sectionChildren(db, section.id)])
  return { section: toItem(section), staff, children }
}

export async function candidatesFor(
  db: Queryable,
  actor: Actor,
  section: SectionRow,
  query: { kind: 'staff' | 'children'; q?: string | undefined },
): Promise<{ items: SectionCandidate[] }> {
  const school = await managedSchool(db, actor, section.schoolId)
  const items = await candidates(db, {
    kind: query.kind,
    school,
    sectionId: section.id,
    search: query.q,
    limit: candidateLimit,
  })
  return { items }
}

/**
 * Adds or takes out a teacher or a child. Returns the users whose scope changed (the teacher; the
 * child and their guardians), whose realtime connections the caller ends once committed
 * (docs/security.md "Sessions and realtime"), or none when nothing changed.
 */
export async function changeMembership(
  tx: Queryable,
  actor: Actor,
  section: SectionRow,
  change: { kind: 'staff' | 'children'; userId: string; add: boolean },
): Promise<string[]> {
  const school = await managedSchool(tx, actor, section.schoolId)
  // Someone who is not a teacher (a child) of this school is not there to be found (404).
  if (!(await isMemberOfSchool(tx, change.kind, school, change.userId))) throw new AppError('NOT_FOUND')
  if (change.add) activeOnly(section)
  const write =
    change.kind === 'staff' ? (change.add ? addStaff : removeStaff) : change.add ? addChild : removeChild
  if (!(await write(tx, section.id, change.userId))) return []
  const verb = change.add ? 'assign' : 'unassign'
  const action = `sections.${verb}${change.kind === 'staff' ? 'Staff' : 'Child'}`
  await audit(tx, actor, action, {
    sectionId: section.id,
    [change.kind === 'staff' ? 'userId' : 'childId']: change.userId,
  })
  return change.kind === 'staff'
    ? [change.userId]
    : [change.userId, ...(await guardiansOf(tx, change.userId))]
}
