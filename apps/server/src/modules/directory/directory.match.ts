import type { ProfileType } from '@nido/domain/enums/people'
import type { Queryable } from '../../db/client'
import type { DirectoryRefKind } from '../../db/schema/index'
import { looksLikeId, type RowErrors } from './directory.report'
import { peopleByIds, reachedBySchools, refsOf, type PersonRow } from './directory.queries'

// docs/directory-import.md "References": a row names its person by the reference the nursery's
// spreadsheet gives them, unique per group and kind. A reference seen before finds its person; an
// id written by an export (someone who had no reference yet) finds that person too and becomes
// their reference. Either way the person must be within the actor's schools, else the row is
// refused as DUPLICATE_PERSON: the reference belongs to someone the actor may not change.

export interface Wanted {
  groupId: string
  ref: string
  line: number
}

export interface Matched {
  /** By the person's key (`groupId\nref`), the person found. */
  found: Map<string, PersonRow>
  /** References to record: the ids an export wrote, now taken as references. */
  newRefs: Array<{ groupId: string; kind: DirectoryRefKind; ref: string; userId: string }>
}

export const personKey = (groupId: string, ref: string) => `${groupId}\n${ref}`

export async function matchPeople(
  db: Queryable,
  input: {
    kind: DirectoryRefKind
    profiles: readonly ProfileType[]
    wanted: Iterable<Wanted>
    schoolIds: readonly string[]
    errors: RowErrors
    column: string
  },
): Promise<Matched> {
  const byGroup = new Map<string, Wanted[]>()
  for (const w of input.wanted) byGroup.set(w.groupId, [...(byGroup.get(w.groupId) ?? []), w])

  const idOf = new Map<string, { id: string; w: Wanted; byId: boolean }>()
  for (const [groupId, wanted] of byGroup) {
    const known = new Map(
      (
        await refsOf(
          db,
          groupId,
          input.kind,
          wanted.map((w) => w.ref),
        )
      ).map((r) => [r.ref, r.userId]),
    )
    for (const w of wanted) {
      const id = known.get(w.ref)
      if (id) idOf.set(personKey(groupId, w.ref), { id, w, byId: false })
      else if (looksLikeId(w.ref))
        idOf.set(personKey(groupId, w.ref), { id: w.ref.toLowerCase(), w, byId: true })
    }
  }

  const ids = [...new Set([...idOf.values()].map((v) => v.id))]
  const people = new Map((await peopleByIds(db, ids)).map((p) => [p.id, p]))
  const reached = await reachedBySchools(db, input.kind, ids, input.schoolIds)
  const found = new Map<string, PersonRow>()
  const newRefs: Matched['newRefs'] = []
  for (const [key, { id, w, byId }] of idOf) {
    const person = people.get(id)
    // An id an export wrote that is nobody's (or not this kind of person's): a new person.
    if (byId && (!person || !input.profiles.includes(person.profileType))) continue
    if (!person || !reached.has(id) || !input.profiles.includes(person.profileType)) {
      input.errors.add(w.line, 'DUPLICATE_PERSON', input.column)
      continue
    }
    found.set(key, person)
    if (byId) newRefs.push({ groupId: w.groupId, kind: input.kind, ref: w.ref, userId: id })
  }
  return { found, newRefs }
}
