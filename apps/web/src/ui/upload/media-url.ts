import { queryOptions } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { MediaSize } from '@nido/domain/contracts/media'
import { api } from '@/api/client'

// Shared by every feature that shows files (posts, albums, folders, postal cards, avatars): the
// signed URL of a file (spec 000 §7 "GET url by id (optional size)"). A URL lives one to two hours
// and is the same for the whole hour (docs/media.md), so it is kept 50 minutes at most and the
// browser cache keeps working. Keyed under the user's session (STYLE habit 9).
const urlStaleMs = 50 * 60_000

export function mediaUrlQuery(userId: string, mediaId: string, size: MediaSize = 'large') {
  return queryOptions({
    queryKey: ['session', userId, 'media', 'url', mediaId, size],
    queryFn: async () => (await api(contracts.media.url, { params: { mediaId }, query: { size } })).mediaUrl,
    staleTime: urlStaleMs,
    gcTime: urlStaleMs,
  })
}

/** The signed URL that downloads a file under its own name (spec 000 §7 download). */
export async function downloadMedia(mediaId: string): Promise<void> {
  const { mediaUrl } = await api(contracts.media.download, { params: { mediaId } })
  const link = document.createElement('a')
  link.href = mediaUrl
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
}
