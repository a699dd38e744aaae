import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { BrandAssetKey, BrandUpdate } from '@nido/domain/contracts/brands'
import type { Language } from '@nido/domain/i18n/languages'
import { api } from '@/api/client'

// Brand administration (docs/administration.md "Brands"). Keys start with the user id (STYLE
// habit 9). A saved brand also invalidates the brand the shell shows (`brand` queries), so an
// admin who edits the look sees it at once where it applies.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'brands', ...rest]

export function brandQuery(userId: string, brandId: string) {
  return queryOptions({
    queryKey: key(userId, 'brand', brandId),
    queryFn: () => api(contracts.brands.adminGet, { params: { brandId } }),
  })
}

export function brandTermsQuery(userId: string, brandId: string) {
  return queryOptions({
    queryKey: key(userId, 'terms', brandId),
    queryFn: () => api(contracts.brands.termsList, { params: { brandId } }),
  })
}

function useBrandMutation<T, R>(userId: string, run: (input: T) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key(userId) }),
        queryClient.invalidateQueries({ queryKey: ['brand'] }),
      ]),
  })
}

export function useUpdateBrand(userId: string, brandId: string) {
  return useBrandMutation(userId, (body: BrandUpdate) =>
    api(contracts.brands.update, { params: { brandId }, body }),
  )
}

export function useSetBrandAsset(userId: string, brandId: string) {
  return useBrandMutation(userId, (input: { asset: BrandAssetKey; mediaId: string | null }) =>
    api(contracts.brands.setAsset, {
      params: { brandId, asset: input.asset },
      body: { mediaId: input.mediaId },
    }),
  )
}

export function usePublishTerms(userId: string, brandId: string) {
  return useBrandMutation(userId, (body: { language: Language; url: string; annex: string }) =>
    api(contracts.brands.termsPublish, { params: { brandId }, body }),
  )
}
