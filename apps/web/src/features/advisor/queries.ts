import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { buildPath } from '@nido/domain/contracts/define'
import { contracts } from '@nido/domain/contracts/index'
import type {
  AdvisorCampaignInput,
  AdvisorCampaignStatus,
  AdvisorCommentsQuery,
  AdvisorLibraryQuestionInput,
  AdvisorReportQuery,
  AdvisorSectorInput,
} from '@nido/domain/contracts/advisor'
import { api } from '@/api/client'

// The advisor pages (docs/advisor.md "Pages"): campaigns, sectors, the questions library and the
// reports. Keys start with the user id (STYLE habit 9); a change invalidates the module's queries,
// since a campaign's status shows on the dashboard, the lists and its report.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'advisor', ...rest]

export const advisorScopeQuery = (userId: string) =>
  queryOptions({
    queryKey: key(userId, 'scope'),
    queryFn: () => api(contracts.advisor.scope),
    staleTime: 5 * 60_000,
  })

/**
 * A page of campaigns; the dashboard asks each with its summary (decision 0059): one request per
 * page of campaigns instead of one report per card.
 */
export const campaignsQuery = (
  userId: string,
  {
    status,
    withSummary = false,
    schoolId,
  }: { status?: AdvisorCampaignStatus; withSummary?: boolean; schoolId?: string } = {},
) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'campaigns', status ?? 'all', withSummary ? 'summary' : 'plain', schoolId ?? 'all'),
    queryFn: ({ pageParam }) =>
      api(contracts.advisor.listCampaigns, {
        query: {
          ...(status ? { status } : {}),
          ...(schoolId ? { schoolId } : {}),
          ...(withSummary ? { withSummary: 'true' } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export const campaignQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: key(userId, 'campaign', id),
    queryFn: () => api(contracts.advisor.getCampaign, { params: { id } }),
  })

/** The campaign's public survey links (docs/advisor.md "The public links"); none unless active. */
export const publicLinksQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: key(userId, 'campaign', id, 'publicLinks'),
    queryFn: () => api(contracts.advisorPublic.links, { params: { id } }),
  })

export const reportQuery = (userId: string, id: string, filters: AdvisorReportQuery) =>
  queryOptions({
    queryKey: key(userId, 'report', id, filters),
    queryFn: () => api(contracts.advisor.report, { params: { id }, query: filters }),
  })

export const commentsQuery = (userId: string, id: string, filters: AdvisorCommentsQuery) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'comments', id, filters),
    queryFn: ({ pageParam }) =>
      api(contracts.advisor.comments, {
        params: { id },
        query: { ...filters, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

/** The comments' CSV export, a plain link (the browser downloads it with the session cookie). */
export function commentsExportHref(id: string, filters: AdvisorCommentsQuery): string {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(filters))
    if (typeof value === 'string' || typeof value === 'number') search.set(name, String(value))
  const text = search.toString()
  return buildPath(contracts.advisor.exportComments.path, { id }) + (text ? `?${text}` : '')
}

export const sectorsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'sectors'),
    queryFn: ({ pageParam }) =>
      api(contracts.advisor.listSectors, {
        query: { limit: 50, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

export const libraryQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: key(userId, 'library'),
    queryFn: ({ pageParam }) =>
      api(contracts.advisor.listLibrary, {
        query: { limit: 50, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })

function useAdvisorMutation<T, R>(userId: string, run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  })
}

export const useSaveCampaign = (userId: string, id: string | null) =>
  useAdvisorMutation(userId, (body: AdvisorCampaignInput) =>
    id
      ? api(contracts.advisor.updateCampaign, { params: { id }, body })
      : api(contracts.advisor.createCampaign, { body }),
  )

export const useSetCampaignStatus = (userId: string, id: string) =>
  useAdvisorMutation(userId, (status: AdvisorCampaignStatus) =>
    api(contracts.advisor.setCampaignStatus, { params: { id }, body: { status } }),
  )

export const useDeleteCampaign = (userId: string) =>
  useAdvisorMutation(userId, (id: string) => api(contracts.advisor.deleteCampaign, { params: { id } }))

export const useSaveSector = (userId: string, id: string | null) =>
  useAdvisorMutation(userId, (body: AdvisorSectorInput) =>
    id
      ? api(contracts.advisor.updateSector, { params: { id }, body })
      : api(contracts.advisor.createSector, { body }),
  )

export const useDeleteSector = (userId: string) =>
  useAdvisorMutation(userId, (id: string) => api(contracts.advisor.deleteSector, { params: { id } }))

export const useSaveLibraryQuestion = (userId: string, id: string | null) =>
  useAdvisorMutation(userId, (body: AdvisorLibraryQuestionInput) =>
    id
      ? api(contracts.advisor.updateLibraryQuestion, { params: { id }, body })
      : api(contracts.advisor.createLibraryQuestion, { body }),
  )

export const useDeleteLibraryQuestion = (userId: string) =>
  useAdvisorMutation(userId, (id: string) => api(contracts.advisor.deleteLibraryQuestion, { params: { id } }))
