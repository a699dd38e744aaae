import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type {
  ChildFileFields,
  HouseholdResourceFields,
  PickupPersonFields,
} from '@nido/domain/contracts/manager-children'
import type { AuthorizationKind } from '@nido/domain/enums/manager-children'
import { api } from '@/api/client'

// The manager's child and guardian files (docs/manager-children.md). Keys start with the user id
// (STYLE habit 9) and name the current school, whose children every call answers; a change
// invalidates the module's queries (a file's change shows in the lists, an answer in the table).

const c = contracts.managerChildren
const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'managerChildren', ...rest]

export type FileFilter = 'all' | 'with' | 'without'

export const childrenQuery = (userId: string, schoolId: string | null, file: FileFilter, q: string) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'children', schoolId, file, q),
    queryFn: ({ pageParam }) =>
      api(c.list, { query: { file, ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) } }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export const childFileQuery = (userId: string, childId: string) =>
  queryOptions({
    queryKey: key(userId, 'child', childId),
    queryFn: () => api(c.get, { params: { childId } }),
  })

export const childAuthorizationsQuery = (userId: string, childId: string) =>
  queryOptions({
    queryKey: key(userId, 'authorizations', childId),
    queryFn: () => api(c.authorizations, { params: { childId } }),
  })

export const authorizationTableQuery = (userId: string, schoolId: string | null, q: string) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'authorizationTable', schoolId, q),
    queryFn: ({ pageParam }) =>
      api(c.authorizationTable, {
        query: { ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export const guardiansQuery = (userId: string, schoolId: string | null, q: string) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'guardians', schoolId, q),
    queryFn: ({ pageParam }) =>
      api(c.guardians, { query: { ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam } : {}) } }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export const resourcesQuery = (userId: string, guardianId: string) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'resources', guardianId),
    queryFn: ({ pageParam }) =>
      api(c.resources, { params: { guardianId }, query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export const guardianAuthorizationsQuery = (userId: string, childId: string) =>
  queryOptions({
    queryKey: key(userId, 'guardianAuthorizations', childId),
    queryFn: () => api(c.guardianAuthorizations, { params: { childId } }),
  })

export const schoolAboutQuery = (userId: string, childId: string) =>
  queryOptions({
    queryKey: key(userId, 'about', childId),
    queryFn: () => api(c.guardianAbout, { params: { childId } }),
  })

function useFilesMutation<T, R>(userId: string, run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  })
}

export const useSaveFile = (userId: string, childId: string) =>
  useFilesMutation(userId, (body: ChildFileFields) => api(c.saveFile, { params: { childId }, body }))

export const useSetContractHolder = (userId: string, childId: string) =>
  useFilesMutation(
    userId,
    ({ guardianId, contractHolder }: { guardianId: string; contractHolder: boolean }) =>
      api(c.setContractHolder, { params: { childId, guardianId }, body: { contractHolder } }),
  )

export const useSavePickupPerson = (userId: string, childId: string, personId: string | null) =>
  useFilesMutation(userId, (body: PickupPersonFields) =>
    personId
      ? api(c.updatePickupPerson, { params: { childId, personId }, body })
      : api(c.addPickupPerson, { params: { childId }, body }),
  )

export const useRemovePickupPerson = (userId: string, childId: string) =>
  useFilesMutation(userId, (personId: string) => api(c.removePickupPerson, { params: { childId, personId } }))

export const useDecideAuthorization = (userId: string, childId: string, asGuardian: boolean) =>
  useFilesMutation(userId, ({ kind, granted }: { kind: AuthorizationKind; granted: boolean }) =>
    api(asGuardian ? c.guardianDecide : c.decideAuthorization, {
      params: { childId, kind },
      body: { granted },
    }),
  )

export const useAddResource = (userId: string, guardianId: string) =>
  useFilesMutation(userId, (body: HouseholdResourceFields) =>
    api(c.addResource, { params: { guardianId }, body }),
  )
