import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { DataExport, DeletionDecision } from '@nido/domain/contracts/data-protection'
import type { DeletionRequestStatus } from '@nido/domain/enums/security'
import { api, ApiError } from '@/api/client'

// Data protection on /account and the deletion requests page (docs/mail-and-recovery.md): confirm
// the e-mail address, export, ask for deletion. Session-scoped keys carry the user id (STYLE habit 9).

/** The same key as the account feature's query, so both share one cached profile. */
export function accountQuery(userId: string) {
  return queryOptions({
    queryKey: ['session', userId, 'account'],
    queryFn: () => api(contracts.account.get),
  })
}

export function useResendValidation() {
  return useMutation({ mutationFn: () => api(contracts.recovery.resendValidation) })
}

export function exportsQuery(userId: string) {
  return queryOptions({
    queryKey: ['session', userId, 'data-protection', 'exports'],
    queryFn: () => api(contracts.dataProtection.listExports),
  })
}

export function useCreateExport(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(contracts.dataProtection.createExport),
    onSuccess: (created: DataExport) =>
      queryClient.setQueryData(exportsQuery(userId).queryKey, { items: [created] }),
  })
}

/**
 * Downloads an export with progress (the answer carries its Content-Length) and hands the bytes
 * to the browser as a file. `onProgress` gets a fraction between 0 and 1.
 */
export async function downloadExport(
  item: DataExport,
  onProgress: (fraction: number) => void,
): Promise<void> {
  let response: Response
  try {
    response = await fetch(item.downloadUrl, { credentials: 'same-origin' })
  } catch (cause) {
    throw new ApiError('NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error', 0)
  }
  if (!response.ok || !response.body) {
    const body = (await response.json().catch(() => null)) as { errorCode?: string; message?: string } | null
    throw new ApiError(body?.errorCode ?? 'INTERNAL_ERROR', body?.message ?? '', response.status)
  }
  const total = Number(response.headers.get('content-length')) || item.size
  const reader = response.body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    received += value.length
    onProgress(total > 0 ? Math.min(1, received / total) : 0)
  }
  const url = URL.createObjectURL(new Blob(chunks, { type: 'application/zip' }))
  const link = document.createElement('a')
  link.href = url
  link.download = item.fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export function useAskDeletion() {
  return useMutation({ mutationFn: () => api(contracts.dataProtection.askDeletion) })
}

export function deletionRequestsQuery(userId: string, status: DeletionRequestStatus) {
  return infiniteQueryOptions({
    queryKey: ['session', userId, 'data-protection', 'requests', status],
    queryFn: ({ pageParam }) =>
      api(contracts.dataProtection.listRequests, {
        query: { status, limit: 20, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })
}

export function useHandleRequest(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { id: string; decision: DeletionDecision }) =>
      api(contracts.dataProtection.handleRequest, { params: { id: input.id }, body: input.decision }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['session', userId, 'data-protection', 'requests'] }),
  })
}

/** The children of my schools nobody is guardian of (docs/security.md "Erasure"). */
export function childrenWithoutGuardianQuery(userId: string) {
  return queryOptions({
    queryKey: ['session', userId, 'data-protection', 'children-without-guardian'],
    queryFn: () => api(contracts.dataProtection.childrenWithoutGuardian),
  })
}
