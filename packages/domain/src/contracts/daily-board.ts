import { z } from 'zod'
import { staffClockDirections } from '../enums/daily'
import { genders } from '../enums/people'
import { zDate, zDateTime, zMediaIdOut, zSchoolIdOut } from '../ids'
import { defineRoute } from './define'
import { zCheckIn, zChildDateParams, zDateQuery, zMode, zMorningWord } from './daily'

// Daily, the school's side (docs/daily.md): the children check-in board, one-tap arrivals and
// departures, staff check-in by personal code on the shared tablet and the supervision ratio.
// Spec 000 §2 (/daily/check-in/pro, /daily/check-in/children), spec 001 §3 (Check-in), §9
// (supervision ratio). The family's side (morning word, check-in, allowed-to-bring) and the
// settings are in daily.ts; contracts/index.ts serves both as `contracts.daily`.

// --- Staff check-ins and supervision ratio --------------------------------------------------------

export const zStaffPerson = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  avatarMediaId: zMediaIdOut.nullable(),
})

export const zStaffCheckIn = z.object({
  id: z.string(),
  user: zStaffPerson,
  date: zDate,
  arrivedAt: zDateTime,
  departedAt: zDateTime.nullable(),
})
export type StaffCheckIn = z.infer<typeof zStaffCheckIn>

/** Spec 001 §9: an interval with 4 or more children and fewer than 2 staff, 5 minutes or longer. */
export const zSupervisionAlert = z.object({
  startsAt: zDateTime,
  endsAt: zDateTime,
  maxChildren: z.number().int(),
  minStaff: z.number().int(),
  /** False while the alert is still going on (it ends "now"). */
  ended: z.boolean(),
})
export type SupervisionAlertView = z.infer<typeof zSupervisionAlert>

export const zStaffCode = z.object({
  hasCode: z.boolean(),
  updatedAt: zDateTime.nullable(),
})
export type StaffCode = z.infer<typeof zStaffCode>

/** A personal code of 4 to 6 digits (stored hashed, unique in the school). */
export const zStaffCodeValue = z.string().regex(/^\d{4,6}$/, 'Expected 4 to 6 digits')

export const zStaffClock = z.object({
  direction: z.enum(staffClockDirections),
  checkIn: zStaffCheckIn,
})
export type StaffClock = z.infer<typeof zStaffClock>

// --- Children check-in board (spec 000 §2 /daily/check-in/children) -----------------------------

export const zBoardChildStatus = z.enum(['expected', 'present', 'left'])

export const zDailyBoardChild = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  /** Agrees the words about the child ("Arrivée à 8:05" for a girl). */
  gender: z.enum(genders).nullable(),
  avatarMediaId: zMediaIdOut.nullable(),
  status: zBoardChildStatus,
  /** Null when nothing was saved for the day. */
  checkIn: zCheckIn.nullable(),
  morningWord: zMorningWord.nullable(),
})
export type DailyBoardChild = z.infer<typeof zDailyBoardChild>

export const zDailyBoard = z.object({
  schoolId: zSchoolIdOut,
  date: zDate,
  timezone: z.string(),
  /** allowCheckIn of the school: staff edit times with check-in/all, the word with morning-word/all. */
  mode: zMode,
  /** The actor may tap check in / out (not an observer, mode not none, the day is today). */
  canWrite: z.boolean(),
  /** Sections of the actor's scope in the school, children sorted by first name. */
  sections: z.array(z.object({ id: z.string(), name: z.string(), children: z.array(zDailyBoardChild) })),
  staff: z.array(zStaffCheckIn),
  /** Computed over the whole school (staff clock in at the school, not at a section). */
  supervisionAlerts: z.array(zSupervisionAlert),
})
export type DailyBoard = z.infer<typeof zDailyBoard>

// --- Routes ---------------------------------------------------------------------------------------

export const dailyBoardContract = {
  board: defineRoute({
    action: 'daily.board',
    method: 'GET',
    path: '/api/v1/daily/board',
    summary: 'Children check-in board of the current school for a day, with staff and ratio alerts',
    auth: 'session',
    query: zDateQuery,
    response: zDailyBoard,
  }),
  arrive: defineRoute({
    action: 'daily.checkIn.arrive',
    method: 'POST',
    path: '/api/v1/daily/children/:childId/arrival',
    summary: 'One-tap check in from the board: arrival now (rounded down to 5 minutes)',
    auth: 'session',
    params: zChildDateParams,
    response: zCheckIn,
  }),
  depart: defineRoute({
    action: 'daily.checkIn.depart',
    method: 'POST',
    path: '/api/v1/daily/children/:childId/departure',
    summary: 'One-tap check out from the board: departure now (rounded up to 5 minutes)',
    auth: 'session',
    params: zChildDateParams,
    response: zCheckIn,
  }),
  staffCode: defineRoute({
    action: 'daily.staffCode.get',
    method: 'GET',
    path: '/api/v1/daily/staff-code',
    summary: 'Whether the signed-in staff member has a check-in code in the current school',
    auth: 'session',
    response: zStaffCode,
  }),
  setStaffCode: defineRoute({
    action: 'daily.staffCode.set',
    method: 'PUT',
    path: '/api/v1/daily/staff-code',
    summary: 'Set or renew the signed-in staff member’s personal check-in code (4–6 digits)',
    auth: 'session',
    body: z.object({ code: zStaffCodeValue }),
    response: zStaffCode,
  }),
  clock: defineRoute({
    action: 'daily.staffCheckIn.clock',
    method: 'POST',
    path: '/api/v1/daily/staff-check-ins',
    summary: 'Shared tablet: clock the owner of a code in, or out when they are in (rate-limited)',
    auth: 'session',
    body: z.object({ code: zStaffCodeValue }),
    response: zStaffClock,
  }),
}
