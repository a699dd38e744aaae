import { uuidv7 } from 'uuidv7'
import {
  familyColumns,
  importMaxBytes,
  importMaxRows,
  type ImportReport,
} from '@nido/domain/contracts/directory'
import type { Gender, GuardianRelationship } from '@nido/domain/enums/people'
import type { Db, Queryable } from '../../db/client'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import * as cell from './directory.cells'
import { readCsvRows } from './directory.csv-read'
import { matchPeople, personKey, type Wanted } from './directory.match'
import {
  addChildSections,
  analyzeAfterImport,
  analyzeThreshold,
  guardianshipsOfChildren,
  insertPeople,
  insertRefs,
  ownersOfEmails,
  sectionsOfChildren,
  updatePeople,
  upsertGuardianships,
  type LinkRow,
  type NewPerson,
  type PersonRow,
} from './directory.queries'
import { placesOf, report, RowErrors, zeroCounts, type Places } from './directory.report'

// docs/directory-import.md "Families": one row per child–guardian pair. The file is read and
// checked whole before anything is written; any row error and nothing is. A clean file is written
// in one transaction with batched statements and one audit row with the counts.

interface ChildIn {
  groupId: string
  ref: string
  line: number
  firstname: string
  lastname: string
  birthDate: string | null
  gender: Gender | null
  sectionIds: Set<string>
}

interface GuardianIn {
  groupId: string
  ref: string
  line: number
  firstname: string
  lastname: string
  email: string | null
  phone: string | null
}

interface LinkIn {
  childKey: string
  guardianKey: string
  relationship: GuardianRelationship
  referent: boolean
  parentalAuthority: boolean
}

export interface ImportOptions {
  dryRun: boolean
  sendActivation: boolean
  /** Sends the activation mail to these new people, in the import's transaction (outbox rows). */
  activate: (tx: Queryable, userIds: readonly string[]) => Promise<void>
  /**
   * Tells the children's other referent guardians of the guardians the import newly linked to
   * them (docs/notifications.md, new-guardian), in the import's transaction (outbox rows).
   */
  notifyNewGuardians: (
    tx: Queryable,
    links: ReadonlyArray<{ guardianId: string; childId: string }>,
  ) => Promise<unknown>
}

/** What a written import leaves to do once committed. */
export interface ImportOutcome {
  report: ImportReport
  /** Existing people whose scope changed (new section, new child): their sockets are ended. */
  rescoped: string[]
}

const sameChild = (a: ChildIn, b: ChildIn) =>
  a.firstname === b.firstname &&
  a.lastname === b.lastname &&
  a.birthDate === b.birthDate &&
  a.gender === b.gender
const sameGuardian = (a: GuardianIn, b: GuardianIn) =>
  a.firstname === b.firstname && a.lastname === b.lastname && a.email === b.email && a.phone === b.phone

/** Reads one row's cells; notes every error of the row. */
function readRow(
  line: number,
  cells: Record<string, string>,
  places: Places,
  errors: RowErrors,
):
  | { child: ChildIn; guardian: GuardianIn | null; link: Omit<LinkIn, 'childKey' | 'guardianKey'> | null }
  | undefined {
  const before = errors.count
  const take = <T>(column: string, value: cell.Cell<T>) => errors.take(line, column, value)
  const school = places.school(cells.school ?? '')
  if (!school) errors.add(line, 'UNKNOWN_SCHOOL', 'school')
  const sectionName = take('section', cell.requiredText(cells.section))
  const sectionId = school && sectionName ? places.section(school.id, sectionName) : undefined
  if (school && sectionName && !sectionId) errors.add(line, 'UNKNOWN_SECTION', 'section')

  const child = {
    ref: take('child_ref', cell.requiredText(cells.child_ref)),
    firstname: take('child_firstname', cell.requiredText(cells.child_firstname)),
    lastname: take('child_lastname', cell.requiredText(cells.child_lastname)),
    birthDate: take('child_birth_date', cell.birthDate(cells.child_birth_date)),
    gender: take('child_gender', cell.gender(cells.child_gender)),
  }
  const guardianColumns = [
    'guardian_ref',
    'guardian_firstname',
    'guardian_lastname',
    'guardian_email',
    'guardian_phone',
    'relationship',
  ] as const
  const hasGuardian = guardianColumns.some((c) => (cells[c] ?? '').trim() !== '')
  const guardian = hasGuardian
    ? {
        ref: take('guardian_ref', cell.requiredText(cells.guardian_ref)),
        firstname: take('guardian_firstname', cell.requiredText(cells.guardian_firstname)),
        lastname: take('guardian_lastname', cell.requiredText(cells.guardian_lastname)),
        email: take('guardian_email', cell.email(cells.guardian_email)),
        phone: take('guardian_phone', cell.phone(cells.guardian_phone)),
      }
    : null
  const relationship = hasGuardian ? take('relationship', cell.relationship(cells.relationship)) : null
  if (hasGuardian && relationship === null) errors.add(line, 'MISSING_FIELD', 'relationship')
  const referent = take('referent', cell.flag(cells.referent, false))
  const parentalAuthority = take('parental_authority', cell.flag(cells.parental_authority, true))
  if (errors.count > before || !school || !sectionId) return undefined

  return {
    child: {
      groupId: school.groupId,
      line,
      ...(child as Omit<ChildIn, 'groupId' | 'line' | 'sectionIds'>),
      sectionIds: new Set([sectionId]),
    },
    guardian: guardian
      ? { groupId: school.groupId, line, ...(guardian as Omit<GuardianIn, 'groupId' | 'line'>) }
      : null,
    link: guardian
      ? { relationship: relationship!, referent: referent!, parentalAuthority: parentalAuthority! }
      : null,
  }
}

export async function importFamilies(
  db: Db,
  actor: Actor,
  body: unknown,
  options: ImportOptions,
): Promise<ImportOutcome> {
  const places = await placesOf(db, actor)
  const errors = new RowErrors()
  const children = new Map<string, ChildIn>()
  const guardians = new Map<string, GuardianIn>()
  const links = new Map<string, LinkIn>()
  const emails = new Map<string, string>()
  let rows = 0

  for await (const { line, cells } of readCsvRows(body, {
    required: familyColumns,
    maxBytes: importMaxBytes,
    maxRows: importMaxRows,
  })) {
    rows++
    const row = readRow(line, cells, places, errors)
    if (!row) continue
    // A person's columns repeat on each of their rows and must agree (docs/directory-import.md).
    const childKey = personKey(row.child.groupId, row.child.ref)
    const seenChild = children.get(childKey)
    if (!seenChild) children.set(childKey, row.child)
    else if (!sameChild(seenChild, row.child)) errors.add(line, 'DUPLICATE_PERSON', 'child_ref')
    else for (const id of row.child.sectionIds) seenChild.sectionIds.add(id)
    if (!row.guardian || !row.link) continue
    const guardianKey = personKey(row.guardian.groupId, row.guardian.ref)
    const seenGuardian = guardians.get(guardianKey)
    if (!seenGuardian) {
      guardians.set(guardianKey, row.guardian)
      if (row.guardian.email) {
        if (emails.has(row.guardian.email)) errors.add(line, 'DUPLICATE_PERSON', 'guardian_email')
        else emails.set(row.guardian.email, guardianKey)
      }
    } else if (!sameGuardian(seenGuardian, row.guardian)) errors.add(line, 'DUPLICATE_PERSON', 'guardian_ref')
    const linkKey = `${childKey}\n${guardianKey}`
    const seenLink = links.get(linkKey)
    // The same pair twice is the same link: it must say the same, in another section at most.
    if (
      seenLink &&
      (seenLink.relationship !== row.link.relationship ||
        seenLink.referent !== row.link.referent ||
        seenLink.parentalAuthority !== row.link.parentalAuthority)
    )
      errors.add(line, 'DUPLICATE_PERSON', 'guardian_ref')
    else links.set(linkKey, { childKey, guardianKey, ...row.link })
  }

  const schoolIds = places.schools.map((s) => s.id)
  const wanted = (people: Map<string, ChildIn | GuardianIn>): Wanted[] =>
    [...people.values()].map(({ groupId, ref, line }) => ({ groupId, ref, line }))
  const matchedChildren = await matchPeople(db, {
    kind: 'child',
    profiles: ['CHILD'],
    wanted: wanted(children),
    schoolIds,
    errors,
    column: 'child_ref',
  })
  const matchedGuardians = await matchPeople(db, {
    kind: 'guardian',
    profiles: ['GUARDIAN'],
    wanted: wanted(guardians),
    schoolIds,
    errors,
    column: 'guardian_ref',
  })
  // Users' e-mails are unique: one already held by someone else refuses the row.
  const owners = await ownersOfEmails(db, [...emails.keys()])
  for (const [key, guardian] of guardians) {
    const owner = guardian.email ? owners.get(guardian.email) : undefined
    if (owner && owner !== matchedGuardians.found.get(key)?.id)
      errors.add(guardian.line, 'DUPLICATE_PERSON', 'guardian_email')
  }

  // The plan: who is new, who changes, who stays as they are.
  const existingChildIds = [...matchedChildren.found.values()].map((c) => c.id)
  const [sectionRows, linkRows] = await Promise.all([
    sectionsOfChildren(db, existingChildIds),
    guardianshipsOfChildren(db, existingChildIds),
  ])
  const inSection = new Set(sectionRows.map((r) => `${r.childId}\n${r.sectionId}`))
  const linked = new Map(linkRows.map((l) => [`${l.childId}\n${l.guardianId}`, l]))

  const summary = { children: zeroCounts(), guardians: zeroCounts() }
  const newPeople: NewPerson[] = []
  const changedPeople: NewPerson[] = []
  const refs = [...matchedChildren.newRefs, ...matchedGuardians.newRefs]
  const idOf = new Map<string, string>()
  const rescoped = new Set<string>()
  const activate: string[] = []
  const sectionAdds: Array<{ childId: string; sectionId: string }> = []
  const linkWrites: LinkRow[] = []
  const newLinks: Array<{ guardianId: string; childId: string }> = []

  for (const [key, child] of children) {
    const found = matchedChildren.found.get(key)
    const id = found?.id ?? uuidv7()
    idOf.set(key, id)
    const person: NewPerson = {
      id,
      profileType: 'CHILD',
      firstname: child.firstname,
      lastname: child.lastname,
      gender: child.gender,
      birthDate: child.birthDate,
      email: null,
      phone: null,
    }
    const adds = [...child.sectionIds].filter((s) => !found || !inSection.has(`${id}\n${s}`))
    for (const sectionId of adds) sectionAdds.push({ childId: id, sectionId })
    if (!found) {
      summary.children.create++
      newPeople.push(person)
      refs.push({ groupId: child.groupId, kind: 'child', ref: child.ref, userId: id })
      continue
    }
    const changed = !samePerson(found, person)
    if (changed)
      changedPeople.push({ ...person, email: found.email, phone: found.phone, jobTitle: found.jobTitle })
    if (adds.length > 0) rescoped.add(id)
    summary.children[changed || adds.length > 0 ? 'update' : 'unchanged']++
  }

  const linksOf = new Map<string, LinkIn[]>()
  for (const link of links.values())
    linksOf.set(link.guardianKey, [...(linksOf.get(link.guardianKey) ?? []), link])
  for (const [key, guardian] of guardians) {
    const found = matchedGuardians.found.get(key)
    const id = found?.id ?? uuidv7()
    let linkChanges = 0
    for (const link of linksOf.get(key) ?? []) {
      const childId = idOf.get(link.childKey)!
      const row: LinkRow = {
        guardianId: id,
        childId,
        relationship: link.relationship,
        referent: link.referent,
        parentalAuthority: link.parentalAuthority,
      }
      const before = linked.get(`${childId}\n${id}`)
      if (
        before &&
        before.relationship === row.relationship &&
        before.referent === row.referent &&
        before.parentalAuthority === row.parentalAuthority
      )
        continue
      linkWrites.push(row)
      if (!before) newLinks.push({ guardianId: id, childId })
      linkChanges++
      if (!before && found) rescoped.add(id)
    }
    const person: NewPerson = {
      id,
      profileType: 'GUARDIAN',
      firstname: guardian.firstname,
      lastname: guardian.lastname,
      gender: null,
      birthDate: null,
      email: guardian.email,
      phone: guardian.phone,
    }
    if (!found) {
      summary.guardians.create++
      newPeople.push(person)
      refs.push({ groupId: guardian.groupId, kind: 'guardian', ref: guardian.ref, userId: id })
      if (guardian.email && options.sendActivation) activate.push(id)
      continue
    }
    const changed = !samePerson(found, { ...person, gender: found.gender, birthDate: found.birthDate })
    if (changed)
      changedPeople.push({
        ...person,
        gender: found.gender,
        birthDate: found.birthDate,
        jobTitle: found.jobTitle,
      })
    summary.guardians[changed || linkChanges > 0 ? 'update' : 'unchanged']++
  }
  // A child's guardians see the new section's feed: their scope changes too.
  for (const l of linkRows) if (rescoped.has(l.childId)) rescoped.add(l.guardianId)

  const result = report({ dryRun: options.dryRun, rows, errors, activationMails: activate.length }, summary)
  if (!result.imported) return { report: result, rescoped: [] }

  await db.transaction(async (tx) => {
    const language = actor.language
    await writeFamilies(tx, {
      newPeople: newPeople.map((p) => ({ ...p, language })),
      changedPeople,
      refs,
      sectionAdds,
      linkWrites,
    })
    await audit(tx, actor, 'directory.importFamilies', {
      rows,
      children: summary.children,
      guardians: summary.guardians,
      activationMails: activate.length,
    })
    await options.activate(tx, activate)
    await options.notifyNewGuardians(tx, newLinks)
  })
  if (newPeople.length >= analyzeThreshold) await analyzeAfterImport(db)
  return { report: result, rescoped: [...rescoped] }
}

const samePerson = (a: PersonRow | NewPerson, b: NewPerson) =>
  a.firstname === b.firstname &&
  a.lastname === b.lastname &&
  a.gender === b.gender &&
  a.birthDate === b.birthDate &&
  (a.email ?? null) === (b.email ?? null) &&
  (a.phone ?? null) === (b.phone ?? null)

async function writeFamilies(
  tx: Queryable,
  plan: {
    newPeople: NewPerson[]
    changedPeople: NewPerson[]
    refs: Parameters<typeof insertRefs>[1]
    sectionAdds: Array<{ childId: string; sectionId: string }>
    linkWrites: LinkRow[]
  },
): Promise<void> {
  await insertPeople(tx, plan.newPeople)
  await updatePeople(tx, plan.changedPeople)
  await insertRefs(tx, plan.refs)
  await addChildSections(tx, plan.sectionAdds)
  await upsertGuardianships(tx, plan.linkWrites)
}
