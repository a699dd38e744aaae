import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { CalendarEvent, CalendarEventInput } from '@nido/domain/contracts/calendar'
import { api } from '@/api/client'

// Calendar. Keys start with the user id (STYLE habit 9) so that a new sign-in never
// shows the last user's calendar; each mutation names what it invalidates.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'calendar', ...rest]

/** Occurrences, birthdays and closings of the visible range (FullCalendar's datesSet). */
export function entriesQuery(userId: string, range: { start: string; end: string }) {
  return queryOptions({
    queryKey: key(userId, 'entries', range.start, range.end),
    queryFn: () => api(contracts.calendar.list, { query: range }),
    placeholderData: (previous) => previous,
  })
}

export function eventQuery(userId: string, id: string) {
  return queryOptions({
    queryKey: key(userId, 'event', id),
    queryFn: () => api(contracts.calendar.get, { params: { id } }),
  })
}

/** What the sharing picker offers: the schools, sections and children the author may name. */
export function sharingOptionsQuery(userId: string) {
  return queryOptions({
    queryKey: key(userId, 'sharing-options'),
    queryFn: () => api(contracts.posts.targets, { query: {} }),
    staleTime: 60_000,
  })
}

export function useSaveEvent(userId: string, id: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CalendarEventInput): Promise<CalendarEvent> =>
      id
        ? api(contracts.calendar.update, { params: { id }, body })
        : api(contracts.calendar.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  })
}

/** Spec 001 §7 move: PUT startsAt, endsAt. */
export function useMoveEvent(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (o: { id: string; startsAt: string; endsAt: string }) =>
      api(contracts.calendar.move, {
        params: { id: o.id },
        body: { startsAt: o.startsAt, endsAt: o.endsAt },
      }),
    // Only on success: the page moved the cached entries at once and puts them back itself when
    // the server refuses (spec 001 §8).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  })
}

export function useDeleteEvent(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api(contracts.calendar.delete, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  })
}

export function subscriptionQuery(userId: string) {
  return queryOptions({
    queryKey: key(userId, 'subscription'),
    queryFn: () => api(contracts.calendar.subscription),
  })
}

/** Makes or renews the private URL; the answer is the only time its token is shown. */
export function useSubscribe(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(contracts.calendar.subscribe),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId, 'subscription') }),
  })
}

export function useUnsubscribe(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api(contracts.calendar.unsubscribe),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId, 'subscription') }),
  })
}
