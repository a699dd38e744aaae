import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type {
  ClosingInput,
  GroupSettingsInput,
  ServiceOptionInput,
  StructureInput,
  WeeklyOpenings,
} from '@nido/domain/contracts/manager-structure'
import { api } from '@/api/client'

// The manager's structure, openings, pricing and group settings (docs/manager.md). Keys start
// with the user id (STYLE habit 9) and name the current school, whose data every call answers;
// a change invalidates the module's queries and, for openings, the shell's opening details.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'managerStructure', ...rest]

export const occupationQuery = (userId: string, schoolId: string | null) =>
  queryOptions({
    queryKey: key(userId, 'occupation', schoolId),
    queryFn: () => api(contracts.managerStructure.occupation),
  })

export const structureQuery = (userId: string, schoolId: string | null) =>
  queryOptions({
    queryKey: key(userId, 'structure', schoolId),
    queryFn: () => api(contracts.managerStructure.get),
  })

export const openingsQuery = (userId: string, schoolId: string | null) =>
  queryOptions({
    queryKey: key(userId, 'openings', schoolId),
    queryFn: () => api(contracts.managerStructure.openings),
  })

export const closingsQuery = (userId: string, schoolId: string | null, when: 'upcoming' | 'past') =>
  infiniteQueryOptions({
    queryKey: key(userId, 'closings', schoolId, when),
    queryFn: ({ pageParam }) =>
      api(contracts.managerStructure.closings, {
        query: { when, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export const serviceOptionsQuery = (
  userId: string,
  schoolId: string | null,
  status: 'current' | 'archived',
) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'serviceOptions', schoolId, status),
    queryFn: ({ pageParam }) =>
      api(contracts.managerStructure.serviceOptions, {
        query: { status, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export const groupSettingsQuery = (userId: string, schoolId: string | null) =>
  queryOptions({
    queryKey: key(userId, 'groupSettings', schoolId),
    queryFn: () => api(contracts.managerStructure.groupSettings),
  })

function useManagerMutation<T, R>(userId: string, run: (input: T) => Promise<R>, alsoShell = false) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key(userId) })
      // The shell's context (today's openings, spec 000 §7) reads the same rows.
      if (alsoShell) await queryClient.invalidateQueries({ queryKey: ['session', userId, 'context'] })
    },
  })
}

export const useSaveStructure = (userId: string) =>
  useManagerMutation(userId, (body: StructureInput) => api(contracts.managerStructure.update, { body }))

export const useSaveOpenings = (userId: string) =>
  useManagerMutation(
    userId,
    (body: WeeklyOpenings) => api(contracts.managerStructure.updateOpenings, { body }),
    true,
  )

export const useSaveClosing = (userId: string, closingId: string | null) =>
  useManagerMutation(
    userId,
    (body: ClosingInput) =>
      closingId
        ? api(contracts.managerStructure.updateClosing, { params: { closingId }, body })
        : api(contracts.managerStructure.createClosing, { body }),
    true,
  )

export const useDeleteClosing = (userId: string) =>
  useManagerMutation(
    userId,
    (closingId: string) => api(contracts.managerStructure.deleteClosing, { params: { closingId } }),
    true,
  )

export const useSaveServiceOption = (userId: string, serviceOptionId: string | null) =>
  useManagerMutation(userId, (body: ServiceOptionInput) =>
    serviceOptionId
      ? api(contracts.managerStructure.updateServiceOption, { params: { serviceOptionId }, body })
      : api(contracts.managerStructure.createServiceOption, { body }),
  )

export const useArchiveServiceOption = (userId: string) =>
  useManagerMutation(userId, (serviceOptionId: string) =>
    api(contracts.managerStructure.archiveServiceOption, { params: { serviceOptionId } }),
  )

export const useSaveGroupSettings = (userId: string) =>
  useManagerMutation(userId, (body: GroupSettingsInput) =>
    api(contracts.managerStructure.updateGroupSettings, { body }),
  )
