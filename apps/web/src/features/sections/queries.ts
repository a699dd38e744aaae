import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { SectionStatus } from '@nido/domain/contracts/sections'
import { api } from '@/api/client'

// Sections (spec 000 §2 /sections, docs/sections.md). Keys start with the user id (STYLE habit 9);
// every change invalidates the whole module, lists, members and pickers, since a count, a name
// or a membership shows in each of them.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'sections', ...rest]

export function sectionsQuery(userId: string, schoolId: string | null, status: SectionStatus) {
  return infiniteQueryOptions({
    queryKey: key(userId, 'list', schoolId, status),
    queryFn: ({ pageParam }) =>
      api(contracts.sections.list, {
        query: { status, ...(schoolId ? { schoolId } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

export function sectionMembersQuery(userId: string, sectionId: string) {
  return queryOptions({
    queryKey: key(userId, 'members', sectionId),
    queryFn: () => api(contracts.sections.members, { params: { sectionId } }),
  })
}

export function sectionCandidatesQuery(
  userId: string,
  sectionId: string,
  kind: 'staff' | 'children',
  q: string,
) {
  return queryOptions({
    queryKey: key(userId, 'candidates', sectionId, kind, q),
    queryFn: () => api(contracts.sections.candidates, { params: { sectionId }, query: { kind, q } }),
  })
}

function useSectionsMutation<T, R>(userId: string, run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  })
}

export function useSaveSection(userId: string, sectionId: string | null, schoolId: string | null) {
  return useSectionsMutation(userId, (name: string) =>
    sectionId
      ? api(contracts.sections.rename, { params: { sectionId }, body: { name } })
      : api(contracts.sections.create, { body: { schoolId: schoolId ?? '', name } }),
  )
}

export function useArchiveSection(userId: string) {
  return useSectionsMutation(userId, (sectionId: string) =>
    api(contracts.sections.archive, { params: { sectionId } }),
  )
}

export interface MembershipChange {
  kind: 'staff' | 'children'
  id: string
  add: boolean
}

export function useChangeMembership(userId: string, sectionId: string) {
  const c = contracts.sections
  return useSectionsMutation(userId, ({ kind, id, add }: MembershipChange) =>
    kind === 'staff'
      ? api(add ? c.assignStaff : c.unassignStaff, { params: { sectionId, userId: id } })
      : api(add ? c.assignChild : c.unassignChild, { params: { sectionId, childId: id } }),
  )
}
