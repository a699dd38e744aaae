import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { contracts } from '@nido/domain/contracts/index'
import type { CheckInUpdate, DailyOptionsInput, MorningWordUpdate } from '@nido/domain/contracts/daily'
import { api } from '@/api/client'

// Daily check-in, morning word, board, staff codes and settings (docs/daily.md). Keys start
// with the user id (STYLE habit 9) so a new sign-in never shows the last user's data, and with the
// current school or child, since every call answers for it; each mutation names what it invalidates.

const key = (userId: string, ...rest: unknown[]) => ['session', userId, 'daily', ...rest]

/** Spec 000 §7 "current daily check-in" at start: may the guardian check in now, and today's data. */
export function currentQuery(userId: string, scope: string | null) {
  return queryOptions({
    queryKey: key(userId, 'current', scope),
    queryFn: () => api(contracts.daily.current),
    // The opening hours move on while the page stays open: ask again now and then.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  })
}

export function morningWordQuery(userId: string, childId: string) {
  return queryOptions({
    queryKey: key(userId, 'child', childId, 'morning-word'),
    queryFn: () => api(contracts.daily.morningWord, { params: { childId }, query: {} }),
  })
}

export function checkInQuery(userId: string, childId: string) {
  return queryOptions({
    queryKey: key(userId, 'child', childId, 'check-in'),
    queryFn: () => api(contracts.daily.checkIn, { params: { childId }, query: {} }),
  })
}

export function allowedToBringQuery(userId: string, childId: string) {
  return queryOptions({
    queryKey: key(userId, 'child', childId, 'allowed-to-bring'),
    queryFn: () => api(contracts.daily.allowedToBring, { params: { childId } }),
    staleTime: 5 * 60_000,
  })
}

export interface DrawerSave {
  childId: string
  /** Sent when the panel shows the time pickers (spec 001 §4). */
  checkIn: CheckInUpdate | null
  /** Sent when the morning word is enabled (spec 001 §4). */
  morningWord: MorningWordUpdate | null
}

/**
 * Spec 000 §7 / 001 §7: the check-in and the morning word are sent together (two PUTs at once);
 * the drawer reports one success or one failure (spec 001 §8).
 */
export function useSaveDrawer(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ childId, checkIn, morningWord }: DrawerSave) => {
      const params = { childId }
      const [savedCheckIn, savedWord] = await Promise.all([
        checkIn ? api(contracts.daily.updateCheckIn, { params, body: checkIn }) : null,
        morningWord ? api(contracts.daily.updateMorningWord, { params, body: morningWord }) : null,
      ])
      return { checkIn: savedCheckIn, morningWord: savedWord }
    },
    onSettled: (_data, _error, { childId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key(userId, 'child', childId) }),
        queryClient.invalidateQueries({ queryKey: key(userId, 'current') }),
        queryClient.invalidateQueries({ queryKey: key(userId, 'board') }),
      ]),
  })
}

export function boardQuery(userId: string, schoolId: string | null) {
  return queryOptions({
    queryKey: key(userId, 'board', schoolId),
    queryFn: () => api(contracts.daily.board, { query: {} }),
    // Spec 001 §9: a stretch under the ratio becomes an alert once it lasts 5 minutes, with no
    // event to say so; realtime events refresh the rest at once.
    refetchInterval: 60_000,
  })
}

/** One tap on the board: arrival now, or departure now (the server rounds to the 5-minute step). */
export function useTapCheckIn(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ childId, direction }: { childId: string; direction: 'arrive' | 'depart' }) =>
      api(direction === 'arrive' ? contracts.daily.arrive : contracts.daily.depart, { params: { childId } }),
    onSettled: (_data, _error, { childId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key(userId, 'board') }),
        queryClient.invalidateQueries({ queryKey: key(userId, 'child', childId) }),
      ]),
  })
}

export function staffCodeQuery(userId: string, schoolId: string | null) {
  return queryOptions({
    queryKey: key(userId, 'staff-code', schoolId),
    queryFn: () => api(contracts.daily.staffCode),
  })
}

export function useSetStaffCode(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => api(contracts.daily.setStaffCode, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId, 'staff-code') }),
  })
}

/** The shared tablet: the owner of the code clocks in, or out when they are in. */
export function useClock(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => api(contracts.daily.clock, { body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId, 'board') }),
  })
}

export function settingsQuery(userId: string, schoolId: string | null) {
  return queryOptions({
    queryKey: key(userId, 'settings', schoolId),
    queryFn: () => api(contracts.daily.settings),
  })
}

export function useSaveSettings(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (options: DailyOptionsInput) => api(contracts.daily.updateSettings, { body: options }),
    // The shell's menus and the button read the same options from the access context.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key(userId) }),
        queryClient.invalidateQueries({ queryKey: ['session', userId, 'context'] }),
      ]),
  })
}
