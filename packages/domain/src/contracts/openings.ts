import { z } from 'zod'
import { weekdays } from '../enums/structure'
import { zDate, zSchoolId, zSchoolIdOut } from '../ids'
import { defineRoute } from './define'

// Spec 000 §7: on start and on scope change the web loads the opening details for today and the
// regular openings of the current school; §5: guardian check-in needs openings today and the
// current time inside an opening period.

/** Local `HH:mm`; a period may end at `24:00` (open until midnight). */
const zPeriodTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Expected HH:mm')
export const zPeriod = z.object({ startsAt: zPeriodTime, endsAt: zPeriodTime })

export const zOpeningClosing = z.object({
  label: z.string().nullable(),
  dateFrom: zDate,
  dateTo: zDate,
  /** Null: the closing starts at the beginning of dateFrom (whole days). */
  startsAt: zPeriodTime.nullable(),
  /** Null: the closing ends at the end of dateTo. */
  endsAt: zPeriodTime.nullable(),
})

export const zOpeningDetails = z.object({
  schoolId: zSchoolIdOut,
  date: zDate,
  /** The school's IANA time zone; periods are local times in it. */
  timezone: z.string(),
  /** Some opening period remains after the closings are taken out. */
  isOpen: z.boolean(),
  periods: z.array(zPeriod),
  closings: z.array(zOpeningClosing),
  /** Only when `date` is the school's today: the current local time is inside a period. */
  isOpenNow: z.boolean().optional(),
})
export type OpeningDetails = z.infer<typeof zOpeningDetails>

export const zRegularOpenings = z.object({
  schoolId: zSchoolIdOut,
  timezone: z.string(),
  /** Always seven entries, weekday 1 (monday) to 7 (sunday); a closed day has no period. */
  weekdays: z.array(z.object({ weekday: z.literal(weekdays), periods: z.array(zPeriod) })),
})
export type RegularOpenings = z.infer<typeof zRegularOpenings>

const zSchoolParams = z.object({ schoolId: zSchoolId })

export const openingsContract = {
  details: defineRoute({
    action: 'openings.details',
    method: 'GET',
    path: '/api/v1/schools/:schoolId/openings/day',
    summary: 'Opening periods and closings of a school on a date (default: today in the school time zone)',
    auth: 'session',
    params: zSchoolParams,
    query: z.object({ date: zDate.optional() }),
    response: zOpeningDetails,
  }),
  regular: defineRoute({
    action: 'openings.regular',
    method: 'GET',
    path: '/api/v1/schools/:schoolId/openings/regular',
    summary: 'Weekly opening hours of a school, per weekday 1–7',
    auth: 'session',
    params: zSchoolParams,
    response: zRegularOpenings,
  }),
}
