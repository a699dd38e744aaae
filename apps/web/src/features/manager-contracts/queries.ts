import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { buildPath } from '@nido/domain/contracts/define'
import { contracts } from '@nido/domain/contracts/index'
import type { ContractFields, ManagerContract, SignContract } from '@nido/domain/contracts/manager-contracts'
import type { ContractDocumentStatus } from '@nido/domain/enums/manager'
import { api } from '@/api/client'

// A child's contracts and their pricing decisions (docs/manager-contracts.md). Keys start with the
// user id (STYLE habit 9); a write answers the contract, which is put in its query, and the
// child's list and the contract's decisions are invalidated (a price may have changed).

const c = contracts.managerContracts
const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'managerContracts', ...rest]

/**
 * The current school's childcare options for the contract form (the catalogue of
 * docs/manager.md "Pricing"; extras carry a category and are billed apart). One page: a school
 * has a handful.
 */
export const childcareOptionsQuery = (userId: string) =>
  queryOptions({
    queryKey: key(userId, 'childcareOptions'),
    queryFn: async () => {
      const page = await api(contracts.managerStructure.serviceOptions, {
        query: { status: 'current', limit: 100 },
      })
      return page.items.filter((o) => o.category === null && o.active)
    },
  })

export const childContractsQuery = (userId: string, childId: string) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'list', childId),
    queryFn: ({ pageParam }) =>
      api(c.list, { params: { childId }, query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

/** The current school's contracts (/manager/admin/contracts), of one document status or all. */
export const schoolContractsQuery = (
  userId: string,
  schoolId: string | null,
  documentStatus: ContractDocumentStatus | 'all',
) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'schoolList', schoolId, documentStatus),
    queryFn: ({ pageParam }) =>
      api(c.schoolList, {
        query: {
          ...(documentStatus === 'all' ? {} : { documentStatus }),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export const contractQuery = (userId: string, contractId: string) =>
  queryOptions({
    queryKey: key(userId, 'contract', contractId),
    queryFn: () => api(c.get, { params: { contractId } }),
  })

export const decisionsQuery = (userId: string, contractId: string) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'decisions', contractId),
    queryFn: ({ pageParam }) =>
      api(c.decisions, { params: { contractId }, query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export const guardianContractsQuery = (userId: string, childId: string) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'guardianList', childId),
    queryFn: ({ pageParam }) =>
      api(c.guardianList, { params: { childId }, query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export const guardianContractQuery = (userId: string, childId: string, contractId: string) =>
  queryOptions({
    queryKey: key(userId, 'guardianContract', childId, contractId),
    queryFn: () => api(c.guardianGet, { params: { childId, contractId } }),
  })

/** The PDF's address, for a plain link: the browser downloads it with the session cookie. */
export const contractPdfUrl = (contractId: string) => buildPath(c.pdf.path, { contractId })
export const guardianPdfUrl = (childId: string, contractId: string) =>
  buildPath(c.guardianPdf.path, { childId, contractId })

/** A write that answers the contract: its query takes the answer, the lists are fetched again. */
function useContractMutation<T>(
  userId: string,
  run: (input: T) => Promise<ManagerContract>,
  /** The family's side: the answer goes to the guardian's query of the contract. */
  asGuardian = false,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: async (contract) => {
      if (asGuardian)
        queryClient.setQueryData(
          guardianContractQuery(userId, contract.child.id, contract.id).queryKey,
          contract,
        )
      else queryClient.setQueryData(contractQuery(userId, contract.id).queryKey, contract)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key(userId, 'list', contract.child.id) }),
        queryClient.invalidateQueries({ queryKey: key(userId, 'schoolList') }),
        queryClient.invalidateQueries({ queryKey: key(userId, 'decisions', contract.id) }),
        queryClient.invalidateQueries({ queryKey: key(userId, 'guardianList', contract.child.id) }),
      ])
    },
  })
}

export const useCreateContract = (userId: string, childId: string) =>
  useContractMutation(userId, (body: ContractFields) => api(c.create, { params: { childId }, body }))

export const useUpdateContract = (userId: string, contractId: string) =>
  useContractMutation(userId, (body: ContractFields) => api(c.update, { params: { contractId }, body }))

export const useReprice = (userId: string, contractId: string) =>
  useContractMutation(userId, () => api(c.reprice, { params: { contractId } }))

export const useSubmitEstimate = (userId: string, contractId: string) =>
  useContractMutation(userId, () => api(c.submitEstimate, { params: { contractId } }))

export const useSendContract = (userId: string, contractId: string) =>
  useContractMutation(userId, () => api(c.send, { params: { contractId } }))

export const useAcceptEstimate = (userId: string, childId: string, contractId: string) =>
  useContractMutation(userId, () => api(c.acceptEstimate, { params: { childId, contractId } }), true)

export const useSignContract = (userId: string, childId: string, contractId: string) =>
  useContractMutation(
    userId,
    (body: SignContract) => api(c.sign, { params: { childId, contractId }, body }),
    true,
  )

export const useRemoveContract = (userId: string, childId: string, contractId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(c.remove, { params: { contractId } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: key(userId, 'contract', contractId) })
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: key(userId, 'list', childId) }),
        queryClient.invalidateQueries({ queryKey: key(userId, 'schoolList') }),
      ])
    },
  })
}
