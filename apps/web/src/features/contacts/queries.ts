import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { ContactKind } from '@nido/domain/contracts/contacts'
import { api } from '@/api/client'

// Contacts. Keys start with the user id (STYLE habit 9) so a new sign-in never shows the
// last user's contacts. Reads only: nothing to invalidate.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'contacts', ...rest]

export function contactGroupsQuery(userId: string) {
  return queryOptions({
    queryKey: key(userId, 'groups'),
    queryFn: () => api(contracts.contacts.groups),
  })
}

export interface ContactListKey {
  schoolId?: string
  sectionId?: string
  kind: ContactKind
  q: string
}

/** One group's contacts, 20 at a time (keyset pages, ARCHITECTURE §3). */
export function contactsQuery(userId: string, list: ContactListKey) {
  return infiniteQueryOptions({
    queryKey: key(userId, 'list', list),
    queryFn: ({ pageParam }) =>
      api(contracts.contacts.list, {
        query: {
          ...(list.schoolId ? { schoolId: list.schoolId } : {}),
          ...(list.sectionId ? { sectionId: list.sectionId } : {}),
          kind: list.kind,
          ...(list.q ? { q: list.q } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  })
}

/** A signed URL of a contact's avatar (spec 000 §7 user avatar), kept below its lifetime. */
export function contactAvatarQuery(userId: string, contactId: string, avatarMediaId: string | null) {
  const urlStaleMs = 50 * 60_000
  return queryOptions({
    queryKey: key(userId, 'avatar', contactId, avatarMediaId),
    queryFn: async () =>
      avatarMediaId
        ? (
            await api(contracts.media.avatar, {
              params: { userId: contactId },
              query: { maId: avatarMediaId, size: '75' },
            })
          ).mediaUrl
        : null,
    enabled: avatarMediaId !== null,
    staleTime: urlStaleMs,
    gcTime: urlStaleMs,
  })
}
