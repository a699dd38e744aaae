import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { buildPath } from '@nido/domain/contracts/define'
import { contracts } from '@nido/domain/contracts/index'
import type { EntryCreate, EntryInput, ExportQuery } from '@nido/domain/contracts/daily-log'
import { api } from '@/api/client'

// The care log's server state (STYLE habit 9: keyed under the user's
// session; each mutation names what it invalidates).

export const dailyLogKey = (userId: string) => ['session', userId, 'dailyLog'] as const

export function sectionsQuery(userId: string) {
  return queryOptions({
    queryKey: [...dailyLogKey(userId), 'sections'],
    queryFn: () => api(contracts.dailyLog.sections),
  })
}

/** A section's board; without a date, the school's today. */
export function boardQuery(userId: string, sectionId: string, date: string | null) {
  return queryOptions({
    queryKey: [...dailyLogKey(userId), 'board', sectionId, date],
    queryFn: () => api(contracts.dailyLog.board, { query: { sectionId, ...(date ? { date } : {}) } }),
  })
}

/** Re-fetches every board (a realtime hint: entries or check-ins changed). */
export function useRefreshBoards(userId: string) {
  const client = useQueryClient()
  return () => void client.invalidateQueries({ queryKey: [...dailyLogKey(userId), 'board'] })
}

function useInvalidateBoards(userId: string) {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: [...dailyLogKey(userId), 'board'] })
}

export function useCreateEntries(userId: string) {
  const invalidate = useInvalidateBoards(userId)
  return useMutation({
    mutationFn: (body: EntryCreate) => api(contracts.dailyLog.create, { body }),
    onSuccess: invalidate,
  })
}

export function useUpdateEntry(userId: string) {
  const invalidate = useInvalidateBoards(userId)
  return useMutation({
    mutationFn: ({ id, entry }: { id: string; entry: EntryInput }) =>
      api(contracts.dailyLog.update, { params: { id }, body: entry }),
    onSuccess: invalidate,
  })
}

export function useDeleteEntry(userId: string) {
  const invalidate = useInvalidateBoards(userId)
  return useMutation({
    mutationFn: (id: string) => api(contracts.dailyLog.delete, { params: { id } }),
    onSuccess: invalidate,
  })
}

/** The export is a plain link: the browser downloads the file under the server's name. */
export function exportUrl(query: ExportQuery): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value))
  return `${buildPath(contracts.dailyLog.export.path, {})}?${search.toString()}`
}
