import { queryOptions } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { Me } from '@nido/domain/contracts/me'
import { scopeMetadataMaxIds, type ScopeMetadata } from '@nido/domain/contracts/scope'
import type { ScopeSearchEntry } from '@nido/domain/access/scope/scope-search'
import { api } from '@/api/client'

// Spec 000 §7 scope metadata: "Requests are split into batches of at most 7500 ids in total."

type IdLists = { userIds: string[]; groupIds: string[]; schoolIds: string[]; sectionIds: string[] }
type ListName = keyof IdLists

/** Splits the four id lists into requests of at most `max` ids together, in order. */
export function metadataBatches(ids: IdLists, max = scopeMetadataMaxIds): IdLists[] {
  const batches: IdLists[] = []
  let current: IdLists = { userIds: [], groupIds: [], schoolIds: [], sectionIds: [] }
  let size = 0
  for (const list of ['userIds', 'groupIds', 'schoolIds', 'sectionIds'] as const satisfies ListName[]) {
    for (const id of ids[list]) {
      if (size === max) {
        batches.push(current)
        current = { userIds: [], groupIds: [], schoolIds: [], sectionIds: [] }
        size = 0
      }
      current[list].push(id)
      size += 1
    }
  }
  if (size > 0) batches.push(current)
  return batches
}

export async function fetchScopeMetadata(ids: IdLists): Promise<ScopeMetadata> {
  const merged: ScopeMetadata = { users: [], groups: [], schools: [], sections: [] }
  // One batch after the other: a coordinator of a large group should not flood the server.
  for (const body of metadataBatches(ids)) {
    const part = await api(contracts.scope.metadata, { body })
    merged.users.push(...part.users)
    merged.groups.push(...part.groups)
    merged.schools.push(...part.schools)
    merged.sections.push(...part.sections)
  }
  return merged
}

export interface ScopeOption extends ScopeSearchEntry {
  id: string
  label: string
}

const byLabel = (a: ScopeOption, b: ScopeOption) => a.label.localeCompare(b.label)

/**
 * What the scope selector offers: a guardian's children, or a staff member's schools, with the
 * names the search reads (spec 000 §2: first name, last name and section ids).
 */
export function scopeOptionsQuery(me: Me, kind: 'child' | 'school') {
  return queryOptions({
    queryKey: ['session', me.user.id, 'scope-options', kind],
    queryFn: async (): Promise<ScopeOption[]> => {
      if (kind === 'child') {
        const { users } = await fetchScopeMetadata({
          userIds: me.meta.familyScope.childIds,
          groupIds: [],
          schoolIds: [],
          sectionIds: [],
        })
        // The metadata does not say which section a child is in, so children are found by name.
        return users
          .map((u) => ({
            id: u.id,
            label: `${u.firstname} ${u.lastname}`,
            firstname: u.firstname,
            lastname: u.lastname,
            sectionIds: [],
          }))
          .sort(byLabel)
      }
      const tree = me.meta.structureTreeScope
      const { schools, sections } = await fetchScopeMetadata({
        userIds: [],
        groupIds: [],
        schoolIds: tree.schoolIds,
        sectionIds: tree.sectionIds,
      })
      // A school reads as its name (first name) and is also found by its sections' ids.
      return schools
        .map((s) => ({
          id: s.id,
          label: s.name,
          firstname: s.name,
          lastname: '',
          sectionIds: sections.filter((c) => c.schoolId === s.id).map((c) => c.id),
        }))
        .sort(byLabel)
    },
    staleTime: 5 * 60_000,
  })
}
