import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import { buildPath } from '@nido/domain/contracts/define'
import type { Gallery, GalleryInput, PhotoConsent, TagCandidates } from '@nido/domain/contracts/galleries'
import { api } from '@/api/client'

// Albums and children in photos (docs/galleries.md). Keys start with the user id (STYLE habit 9).

const pageSize = 24

export const galleryKeys = {
  all: (userId: string) => ['session', userId, 'galleries'] as const,
  list: (userId: string) => ['session', userId, 'galleries', 'list'] as const,
  album: (userId: string, id: string) => ['session', userId, 'galleries', 'album', id] as const,
  tags: (userId: string, mediaId: string) => ['session', userId, 'galleries', 'tags', mediaId] as const,
  childPhotos: (userId: string, childId: string) =>
    ['session', userId, 'galleries', 'child-photos', childId] as const,
  consent: (userId: string, childId: string) => ['session', userId, 'galleries', 'consent', childId] as const,
}

export function albumsQuery(userId: string) {
  return infiniteQueryOptions({
    queryKey: galleryKeys.list(userId),
    queryFn: ({ pageParam }) =>
      api(contracts.galleries.list, {
        query: { limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  })
}

export function albumQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: galleryKeys.album(userId, id),
    queryFn: () => api(contracts.galleries.read, { params: { id } }),
  })
}

/** The archive URLs: plain links, the browser downloads the streamed zip itself. */
export const albumArchiveUrl = (id: string) => buildPath(contracts.galleries.archive.path, { id })
export const childArchiveUrl = (childId: string) =>
  buildPath(contracts.galleries.childPhotosArchive.path, { childId })

export function useSaveAlbum(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: GalleryInput }) =>
      id
        ? api(contracts.galleries.update, { params: { id }, body })
        : api(contracts.galleries.create, { body }),
    onSuccess: async (album: Gallery) => {
      queryClient.setQueryData(galleryKeys.album(userId, album.id), album)
      await queryClient.invalidateQueries({ queryKey: galleryKeys.list(userId) })
    },
  })
}

export function useDeleteAlbum(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api(contracts.galleries.delete, { params: { id } }),
    onSuccess: async (_: unknown, id: string) => {
      queryClient.removeQueries({ queryKey: galleryKeys.album(userId, id) })
      await queryClient.invalidateQueries({ queryKey: galleryKeys.list(userId) })
    },
  })
}

export function tagsQuery(userId: string, mediaId: string) {
  return queryOptions({
    queryKey: galleryKeys.tags(userId, mediaId),
    queryFn: () => api(contracts.galleries.tagCandidates, { params: { mediaId } }),
  })
}

export function useSetTags(userId: string, mediaId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (childIds: string[]) =>
      api(contracts.galleries.tagChildren, { params: { mediaId }, body: { childIds } }),
    onSuccess: async (tags: TagCandidates) => {
      queryClient.setQueryData(galleryKeys.tags(userId, mediaId), tags)
      // The names under the photo come with the album.
      await queryClient.invalidateQueries({ queryKey: galleryKeys.all(userId) })
    },
  })
}

export function childPhotosQuery(userId: string, childId: string) {
  return infiniteQueryOptions({
    queryKey: galleryKeys.childPhotos(userId, childId),
    queryFn: ({ pageParam }) =>
      api(contracts.galleries.childPhotos, {
        params: { childId },
        query: { limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) },
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  })
}

export function consentQuery(userId: string, childId: string) {
  return queryOptions({
    queryKey: galleryKeys.consent(userId, childId),
    queryFn: () => api(contracts.galleries.photoConsent, { params: { childId } }),
  })
}

export function useSetConsent(userId: string, childId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (withheld: boolean) =>
      api(contracts.galleries.setPhotoConsent, { params: { childId }, body: { withheld } }),
    onSuccess: (consent: PhotoConsent) =>
      queryClient.setQueryData(galleryKeys.consent(userId, childId), consent),
  })
}
