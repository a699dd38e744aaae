import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { TeamCreatableProfile, TeamMemberUpdate, TeamProfile } from '@nido/domain/contracts/team'
import { api } from '@/api/client'
import { fetchScopeMetadata } from '@/session/scope-metadata'

// The team (spec 000 §2 /team, docs/team.md). Keys start with the user id (STYLE habit 9); every
// change invalidates the whole module: a name, a status or an assignment shows in the list, the
// invitations tab and the edit form alike.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'team', ...rest]

export interface TeamFilters {
  schoolId: string
  sectionId: string
  profile: TeamProfile | ''
  q: string
}

export function teamQuery(userId: string, filters: TeamFilters) {
  return infiniteQueryOptions({
    queryKey: key(userId, 'list', filters),
    queryFn: ({ pageParam }) =>
      api(contracts.team.list, {
        query: {
          ...(filters.schoolId ? { schoolId: filters.schoolId } : {}),
          ...(filters.sectionId ? { sectionId: filters.sectionId } : {}),
          ...(filters.profile ? { profile: filters.profile } : {}),
          ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

export function invitationsQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: key(userId, 'invitations'),
    queryFn: ({ pageParam }) =>
      api(contracts.team.invitations, { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

export function memberQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: key(userId, 'member', id),
    queryFn: () => api(contracts.team.get, { params: { id } }),
  })
}

/** The names of the actor's schools, for the filters and the assignments picker. */
export function teamSchoolsQuery(userId: string, schoolIds: readonly string[]) {
  return queryOptions({
    queryKey: key(userId, 'schools', schoolIds),
    queryFn: async () => {
      const metadata = await fetchScopeMetadata({
        userIds: [],
        groupIds: [],
        schoolIds: [...schoolIds],
        sectionIds: [],
      })
      return metadata.schools
        .map((s) => ({ id: s.id, name: s.name }))
        .sort((a, b) => a.name.localeCompare(b.name))
    },
  })
}

/** The active sections of one school (the sections module's list), for the picker. */
export function schoolSectionsQuery(userId: string, schoolId: string) {
  return queryOptions({
    queryKey: key(userId, 'sections', schoolId),
    queryFn: () => api(contracts.sections.list, { query: { schoolId, status: 'active', limit: 100 } }),
    enabled: schoolId !== '',
  })
}

function useTeamMutation<T, R>(userId: string, run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  })
}

/** Creates a member of `profile`, or edits member `id` (whose profile stays). */
export function useSaveMember(userId: string, id: string | null, profile: TeamCreatableProfile) {
  return useTeamMutation(userId, (fields: TeamMemberUpdate) =>
    id
      ? api(contracts.team.update, { params: { id }, body: fields })
      : api(contracts.team.create, { body: { ...fields, profile } }),
  )
}

export function useSetActive(userId: string) {
  return useTeamMutation(userId, ({ id, active }: { id: string; active: boolean }) =>
    api(active ? contracts.users.reactivate : contracts.users.deactivate, { params: { id } }),
  )
}

/** A new activation link (the previous one stops working; docs/mail-and-recovery.md). */
export function useResendActivation(userId: string) {
  return useTeamMutation(userId, (id: string) => api(contracts.users.resendActivation, { params: { id } }))
}
