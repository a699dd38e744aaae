import { uuidv7 } from 'uuidv7'
import {
  importableStaffProfiles,
  importMaxBytes,
  importMaxRows,
  staffColumns,
} from '@nido/domain/contracts/directory'
import type { Db } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import * as cell from './directory.cells'
import { readCsvRows } from './directory.csv-read'
import type { ImportOptions, ImportOutcome } from './directory.families'
import { matchPeople, personKey } from './directory.match'
import {
  addAssignments,
  analyzeAfterImport,
  analyzeThreshold,
  assignmentsOf,
  insertPeople,
  insertRefs,
  ownersOfEmails,
  updatePeople,
  type NewPerson,
} from './directory.queries'
import { placesOf, report, RowErrors, zeroCounts } from './directory.report'

// docs/directory-import.md "Staff": one row per teacher or director. A teacher named with
// sections is assigned to each of them, without sections to the whole school; a director to the
// school. An import adds assignments and never takes one away (the team page does that).

const profileOf = cell.oneOf(importableStaffProfiles)

interface StaffIn {
  groupId: string
  ref: string
  line: number
  person: Omit<NewPerson, 'id'>
  schoolId: string
  sectionIds: string[]
}

export async function importStaff(
  db: Db,
  actor: Actor,
  body: unknown,
  options: ImportOptions,
): Promise<ImportOutcome> {
  const places = await placesOf(db, actor)
  const errors = new RowErrors()
  const staff = new Map<string, StaffIn>()
  const emails = new Set<string>()
  let rows = 0

  for await (const { line, cells } of readCsvRows(body, {
    required: staffColumns,
    maxBytes: importMaxBytes,
    maxRows: importMaxRows,
  })) {
    rows++
    const before = errors.count
    const take = <T>(column: string, value: cell.Cell<T>) => errors.take(line, column, value)
    const school = places.school(cells.school ?? '')
    if (!school) errors.add(line, 'UNKNOWN_SCHOOL', 'school')
    const ref = take('staff_ref', cell.requiredText(cells.staff_ref))
    const firstname = take('firstname', cell.requiredText(cells.firstname))
    const lastname = take('lastname', cell.requiredText(cells.lastname))
    const email = take('email', cell.email(cells.email))
    const phone = take('phone', cell.phone(cells.phone))
    const profile = take('profile', profileOf(cells.profile))
    if (profile === null) errors.add(line, 'MISSING_FIELD', 'profile')
    const jobTitle = take('job_title', cell.optionalText(cells.job_title))
    const sectionIds: string[] = []
    for (const name of (cells.sections ?? '')
      .split('|')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const id = school ? places.section(school.id, name) : undefined
      if (id) sectionIds.push(id)
      else if (school) errors.add(line, 'UNKNOWN_SECTION', 'sections')
    }
    if (errors.count > before || !school || !ref || !profile) continue
    const key = personKey(school.groupId, ref)
    if (staff.has(key) || (email && emails.has(email))) {
      errors.add(line, 'DUPLICATE_PERSON', staff.has(key) ? 'staff_ref' : 'email')
      continue
    }
    if (email) emails.add(email)
    staff.set(key, {
      groupId: school.groupId,
      ref,
      line,
      schoolId: school.id,
      // Spec 000 §3: a director runs the whole school.
      sectionIds: profile === 'DIRECTOR' ? [] : sectionIds,
      person: {
        profileType: profile,
        firstname: firstname!,
        lastname: lastname!,
        email: email ?? null,
        phone: phone ?? null,
        jobTitle: jobTitle ?? null,
        gender: null,
        birthDate: null,
      },
    })
  }

  const matched = await matchPeople(db, {
    kind: 'staff',
    profiles: importableStaffProfiles,
    wanted: [...staff.values()].map(({ groupId, ref, line }) => ({ groupId, ref, line })),
    schoolIds: places.schools.map((s) => s.id),
    errors,
    column: 'staff_ref',
  })
  const owners = await ownersOfEmails(db, [...emails])
  for (const [key, s] of staff) {
    const found = matched.found.get(key)
    const owner = s.person.email ? owners.get(s.person.email) : undefined
    if (owner && owner !== found?.id) errors.add(s.line, 'DUPLICATE_PERSON', 'email')
    // An import does not turn a teacher into a director, nor the reverse (the team page does).
    if (found && found.profileType !== s.person.profileType) errors.add(s.line, 'INVALID_VALUE', 'profile')
  }

  const existingIds = [...matched.found.values()].map((p) => p.id)
  const held = new Set(
    (await assignmentsOf(db, existingIds)).map(
      (a) => `${a.userId}\n${a.schoolId ?? ''}\n${a.sectionId ?? ''}`,
    ),
  )
  const counts = zeroCounts()
  const newPeople: NewPerson[] = []
  const changedPeople: NewPerson[] = []
  const refs = [...matched.newRefs]
  const assignments: Array<{ userId: string; schoolId: string | null; sectionId: string | null }> = []
  const activate: string[] = []
  const rescoped: string[] = []
  for (const [, s] of staff) {
    const found = matched.found.get(personKey(s.groupId, s.ref))
    const id = found?.id ?? uuidv7()
    const wanted =
      s.sectionIds.length > 0
        ? s.sectionIds.map((sectionId) => ({ userId: id, schoolId: null, sectionId }))
        : [{ userId: id, schoolId: s.schoolId, sectionId: null }]
    const adds = wanted.filter((a) => !held.has(`${id}\n${a.schoolId ?? ''}\n${a.sectionId ?? ''}`))
    assignments.push(...adds)
    const person = { ...s.person, id }
    if (!found) {
      counts.create++
      newPeople.push(person)
      refs.push({ groupId: s.groupId, kind: 'staff', ref: s.ref, userId: id })
      if (person.email && options.sendActivation) activate.push(id)
      continue
    }
    const changed =
      found.firstname !== person.firstname ||
      found.lastname !== person.lastname ||
      (found.email ?? null) !== person.email ||
      (found.phone ?? null) !== person.phone ||
      (found.jobTitle ?? null) !== (person.jobTitle ?? null)
    if (changed) changedPeople.push({ ...person, gender: found.gender, birthDate: found.birthDate })
    if (adds.length > 0) rescoped.push(id)
    counts[changed || adds.length > 0 ? 'update' : 'unchanged']++
  }

  const result = report(
    { dryRun: options.dryRun, rows, errors, activationMails: activate.length },
    { staff: counts },
  )
  if (!result.imported) return { report: result, rescoped: [] }
  await db.transaction(async (tx) => {
    await insertPeople(
      tx,
      newPeople.map((p) => ({ ...p, language: actor.language })),
    )
    await updatePeople(tx, changedPeople)
    await insertRefs(tx, refs)
    await addAssignments(tx, assignments)
    await audit(tx, actor, 'directory.importStaff', { rows, staff: counts, activationMails: activate.length })
    await options.activate(tx, activate)
  })
  if (newPeople.length >= analyzeThreshold) await analyzeAfterImport(db)
  return { report: result, rescoped }
}
