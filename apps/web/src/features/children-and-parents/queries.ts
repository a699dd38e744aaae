import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type {
  ChildCreate,
  ChildStatus,
  ChildUpdate,
  GuardianInput,
} from '@nido/domain/contracts/children-and-parents'
import { api } from '@/api/client'

// Children and parents (spec 000 §2, docs/children-and-parents.md). Keys start with the user id
// (STYLE habit 9); every change invalidates the whole module: a name, a section, a guardian or an
// archive shows in the list and on the child's page alike.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'childrenAndParents', ...rest]

export interface ChildrenFilters {
  status: ChildStatus
  sectionId: string
  q: string
}

export function childrenQuery(userId: string, filters: ChildrenFilters) {
  return infiniteQueryOptions({
    queryKey: key(userId, 'list', filters),
    queryFn: ({ pageParam }) =>
      api(contracts.childrenAndParents.list, {
        query: {
          status: filters.status,
          ...(filters.sectionId ? { sectionId: filters.sectionId } : {}),
          ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

export function sectionChoicesQuery(userId: string) {
  return queryOptions({
    queryKey: key(userId, 'sections'),
    queryFn: () => api(contracts.childrenAndParents.sectionChoices, {}),
  })
}

export function childQuery(userId: string, childId: string) {
  return queryOptions({
    queryKey: key(userId, 'child', childId),
    queryFn: () => api(contracts.childrenAndParents.get, { params: { childId } }),
  })
}

function useChildrenMutation<T, R>(userId: string, run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  })
}

export function useCreateChild(userId: string) {
  return useChildrenMutation(userId, (body: ChildCreate) =>
    api(contracts.childrenAndParents.create, { body }),
  )
}

export function useUpdateChild(userId: string, childId: string) {
  return useChildrenMutation(userId, (body: ChildUpdate) =>
    api(contracts.childrenAndParents.update, { params: { childId }, body }),
  )
}

export function useAddGuardian(userId: string, childId: string) {
  return useChildrenMutation(userId, (body: GuardianInput) =>
    api(contracts.childrenAndParents.addGuardian, { params: { childId }, body }),
  )
}

export interface GuardianLinkChange {
  guardianId: string
  relationship: GuardianInput['relationship']
  referent: boolean
  parentalAuthority: boolean
}

export function useUpdateGuardian(userId: string, childId: string) {
  return useChildrenMutation(userId, ({ guardianId, ...body }: GuardianLinkChange) =>
    api(contracts.childrenAndParents.updateGuardian, { params: { childId, guardianId }, body }),
  )
}

export function useUnlinkGuardian(userId: string, childId: string) {
  return useChildrenMutation(userId, (guardianId: string) =>
    api(contracts.childrenAndParents.unlinkGuardian, { params: { childId, guardianId } }),
  )
}

export function useRenewKey(userId: string, childId: string) {
  return useChildrenMutation(userId, () =>
    api(contracts.childrenAndParents.renewKey, { params: { childId } }),
  )
}

export function useArchiveChild(userId: string, childId: string) {
  return useChildrenMutation(userId, (archive: boolean) =>
    api(archive ? contracts.childrenAndParents.archive : contracts.childrenAndParents.restore, {
      params: { childId },
    }),
  )
}

/** The users module's resend route (docs/mail-and-recovery.md "Account activation"). */
export function useResendActivation(userId: string) {
  return useChildrenMutation(userId, (guardianId: string) =>
    api(contracts.users.resendActivation, { params: { id: guardianId } }),
  )
}
