import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import { notificationCountsRefreshMs, type PanelReferenceType } from '@nido/domain/contracts/notifications'
import { api } from '@/api/client'

// The notification panel and its counts (docs/posts-and-moderation.md). Keys start with the user id
// (STYLE habit 9) so a new sign-in never shows the last user's data.

export function countsQuery(userId: string, schoolId: string | null) {
  return queryOptions({
    queryKey: ['session', userId, 'notifications', 'counts', schoolId],
    queryFn: () => api(contracts.notifications.counts, { query: schoolId ? { schoolId } : {} }),
    // Spec 000 §7, §9: refreshed every 10 minutes (and on the realtime hint).
    refetchInterval: notificationCountsRefreshMs,
    staleTime: notificationCountsRefreshMs,
  })
}

export type PanelList = 'toModerate' | 'pendingModeration'

export function panelQuery(userId: string, list: PanelList, offset: number) {
  return queryOptions({
    queryKey: ['session', userId, 'notifications', list, offset],
    queryFn: () =>
      api(
        list === 'toModerate'
          ? contracts.notifications.toModerate
          : contracts.notifications.pendingModeration,
        { query: { offset } },
      ),
  })
}

/** Everything the panel and its badge show, re-fetched after a moderation or a deletion. */
const notificationsKey = (userId: string) => ['session', userId, 'notifications']

export function useModerate(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (
      input: { newsId: string; decision: 'approve' } | { newsId: string; decision: 'refuse'; reason: string },
    ) =>
      input.decision === 'approve'
        ? api(contracts.notifications.approve, { params: { newsId: input.newsId } })
        : api(contracts.notifications.refuse, {
            params: { newsId: input.newsId },
            body: { reason: input.reason },
          }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: ['session', userId, 'news'] }),
      ]),
  })
}

export function useDeletePanelItem(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: { referenceType: PanelReferenceType; referenceId: string }) =>
      api(contracts.notifications.deleteItem, { params: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsKey(userId) }),
        queryClient.invalidateQueries({ queryKey: ['session', userId, 'news'] }),
      ]),
  })
}

export function useInvalidateNotifications(userId: string) {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: notificationsKey(userId) })
}

/** The unsubscribe link of a notification e-mail, signed out (docs/notifications.md). */
export function unsubscribeQuery(token: string) {
  return queryOptions({
    queryKey: ['public', 'unsubscribe', token],
    queryFn: () => api(contracts.notifications.unsubscribeShow, { query: { token } }),
    retry: false,
  })
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(contracts.notifications.unsubscribe, { query: { token } }),
    onSuccess: (info) => queryClient.setQueryData(unsubscribeQuery(token).queryKey, info),
  })
}
