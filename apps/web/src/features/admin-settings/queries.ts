import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { buildPath, contracts } from '@nido/domain/contracts/index'
import type { FeatureFlagState, FeatureKey } from '@nido/domain/enums/features'
import type { InAppMessageInput } from '@nido/domain/contracts/in-app-messages'
import { api } from '@/api/client'

// The administration settings pages (docs/administration-settings.md): feature flags, in-app
// messages, limits, audit log. Keys start with the user id (STYLE habit 9).

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'admin-settings', ...rest]

export function schoolsQuery(userId: string, q: string) {
  return queryOptions({
    queryKey: key(userId, 'schools', q),
    queryFn: () => api(contracts.features.schools, { query: { limit: 50, ...(q ? { q } : {}) } }),
  })
}

export function flagsQuery(userId: string, schoolId: string | null) {
  return queryOptions({
    queryKey: key(userId, 'flags', schoolId),
    queryFn: () => api(contracts.features.flags, { query: schoolId ? { schoolId } : {} }),
  })
}

export function useSetFlag(userId: string, schoolId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { key: FeatureKey; state: FeatureFlagState; options: Record<string, unknown> }) =>
      api(contracts.features.setFlag, {
        params: { key: input.key },
        query: schoolId ? { schoolId } : {},
        body: { state: input.state, options: input.options },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId, 'flags') }),
  })
}

export function useClearFlag(userId: string, schoolId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (flag: FeatureKey) =>
      api(contracts.features.clearFlag, { params: { key: flag }, query: schoolId ? { schoolId } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId, 'flags') }),
  })
}

export function messagesQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: key(userId, 'messages'),
    queryFn: ({ pageParam }) =>
      api(contracts.inAppMessages.adminList, { query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

function useMessagesMutation<T, R>(userId: string, run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId, 'messages') }),
  })
}

export function useSaveMessage(userId: string, id: string | null) {
  return useMessagesMutation(userId, (body: InAppMessageInput) =>
    id
      ? api(contracts.inAppMessages.update, { params: { id }, body })
      : api(contracts.inAppMessages.create, { body }),
  )
}

export function useEndMessage(userId: string) {
  return useMessagesMutation(userId, (id: string) => api(contracts.inAppMessages.end, { params: { id } }))
}

export function useDeleteMessage(userId: string) {
  return useMessagesMutation(userId, (id: string) => api(contracts.inAppMessages.remove, { params: { id } }))
}

export const limitsQuery = queryOptions({
  queryKey: ['limits'],
  queryFn: () => api(contracts.limits.get),
  staleTime: Infinity,
})

export interface AuditFilters {
  person: string
  schoolId: string | null
  action: string
  from: string
  to: string
}

function auditParams(filters: AuditFilters) {
  return {
    ...(filters.person ? { person: filters.person } : {}),
    ...(filters.schoolId ? { schoolId: filters.schoolId } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  }
}

/** The CSV export is a plain link: the browser downloads the file under the server's name. */
export function auditExportUrl(filters: AuditFilters): string {
  const search = new URLSearchParams(auditParams(filters))
  return `${buildPath(contracts.audit.export.path, {})}?${search.toString()}`
}

export function auditQuery(userId: string, filters: AuditFilters) {
  const query = auditParams(filters)
  return infiniteQueryOptions({
    queryKey: key(userId, 'audit', query),
    queryFn: ({ pageParam }) =>
      api(contracts.audit.list, { query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) } }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}
