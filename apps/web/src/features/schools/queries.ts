import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { SchoolFields, SchoolOpenings } from '@nido/domain/contracts/schools'
import { api } from '@/api/client'

// Schools administration (docs/administration.md "Schools"). Keys start with the user id (STYLE
// habit 9); a change invalidates the module's lists and the school's own queries.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'schools', ...rest]

export function schoolsQuery(userId: string, groupId: string | null) {
  return infiniteQueryOptions({
    queryKey: key(userId, 'list', groupId),
    queryFn: ({ pageParam }) =>
      api(contracts.schools.list, {
        query: { ...(groupId ? { groupId } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

/** The groups a new school may go in (the groups module's list, read here for the picker). */
export function groupChoicesQuery(userId: string) {
  return queryOptions({
    queryKey: ['session', userId, 'groups', 'choices'],
    queryFn: () => api(contracts.groups.list, { query: { limit: 100 } }),
  })
}

export function schoolQuery(userId: string, schoolId: string) {
  return queryOptions({
    queryKey: key(userId, 'school', schoolId),
    queryFn: () => api(contracts.schools.get, { params: { schoolId } }),
  })
}

export function schoolOpeningsQuery(userId: string, schoolId: string) {
  return queryOptions({
    queryKey: key(userId, 'openings', schoolId),
    queryFn: () => api(contracts.schools.openings, { params: { schoolId } }),
  })
}

function useSchoolsMutation<T, R>(userId: string, run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  })
}

export function useCreateSchool(userId: string) {
  return useSchoolsMutation(userId, (input: { groupId: string; school: SchoolFields }) =>
    api(contracts.schools.create, { body: input }),
  )
}

export function useUpdateSchool(userId: string, schoolId: string) {
  return useSchoolsMutation(userId, (school: SchoolFields) =>
    api(contracts.schools.update, { params: { schoolId }, body: school }),
  )
}

export function useSetSchoolImage(userId: string, schoolId: string) {
  return useSchoolsMutation(userId, (mediaId: string | null) =>
    api(contracts.schools.setImage, { params: { schoolId }, body: { mediaId } }),
  )
}

export function useReplaceOpenings(userId: string, schoolId: string) {
  return useSchoolsMutation(userId, (openings: SchoolOpenings) =>
    api(contracts.schools.replaceOpenings, { params: { schoolId }, body: openings }),
  )
}

/** The school's directors, read through the team module (docs/administration.md "Directors"). */
export function schoolDirectorsQuery(userId: string, schoolId: string) {
  return queryOptions({
    queryKey: ['session', userId, 'team', 'school-directors', schoolId],
    queryFn: () => api(contracts.team.list, { query: { schoolId, profile: 'DIRECTOR', limit: 100 } }),
  })
}

/** A new director of the school, with every access level: they then build their team. */
export function useAddDirector(userId: string, schoolId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (person: { firstname: string; lastname: string; email: string }) =>
      api(contracts.team.create, {
        body: {
          ...person,
          profile: 'DIRECTOR',
          gender: null,
          phone: null,
          jobTitle: null,
          isModerator: true,
          moderated: false,
          observer: false,
          assignments: [{ schoolId, childAccess: 'All', teamAccess: 'All', sectionAccess: 'All' }],
        },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['session', userId, 'team'] }),
  })
}

export function useResendActivation() {
  return useMutation({
    mutationFn: (id: string) => api(contracts.users.resendActivation, { params: { id } }),
  })
}
