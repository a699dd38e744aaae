import { z } from 'zod'
import { weekdays } from '../enums/structure'
import { zDate, zGroupId, zMediaId, zSchoolId } from '../ids'
import { zPage, zPageQuery } from './common'
import { defineRoute } from './define'
import { zPeriod } from './openings'
import { zName, zOptionalName } from './text'

// Administration, schools (docs/administration.md "Schools", spec 000 §3 School): super admins
// and the group admins of the school's group list, create and edit schools — address, position,
// time zone, the public page and its image — and their opening periods and closings.

/** IANA zones the runtime knows (`Intl.supportedValuesOf`), plus UTC which some runtimes omit. */
export function isTimeZone(value: string): boolean {
  if (value === 'UTC') return true
  return Intl.supportedValuesOf('timeZone').includes(value)
}

const optionalText = (max: number) => zOptionalName(max)
const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)])
const optionalEmail = z.union([z.literal(''), z.email().max(254)])

/** The fields an administrator edits; the same shape creates a school (with its group). */
export const zSchoolFields = z
  .object({
    name: zName(120),
    street: optionalText(200),
    postcode: optionalText(20),
    city: optionalText(120),
    /** ISO 3166-1 alpha-2, or empty. */
    country: z.union([z.literal(''), z.string().regex(/^[A-Z]{2}$/, 'Expected an ISO country code')]),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    timezone: z.string().refine(isTimeZone, 'Expected an IANA time zone'),
    publicPageVisible: z.boolean(),
    /** Families are told of the birthdays of their children's sections (docs/notifications.md); absent keeps it. */
    familiesToldOfBirthdays: z.boolean().optional(),
    publicDescription: z.string().trim().max(4000),
    publicPhone: optionalText(40),
    publicEmail: optionalEmail,
    publicWebsite: optionalUrl,
  })
  .strict()
  .refine((s) => (s.latitude === null) === (s.longitude === null), {
    message: 'Give both latitude and longitude, or neither',
    path: ['longitude'],
  })
export type SchoolFields = z.input<typeof zSchoolFields>

export const zSchoolCreate = z.object({ groupId: zGroupId, school: zSchoolFields }).strict()

export const zSchoolItem = z.object({
  id: z.string(),
  groupId: z.string(),
  name: z.string(),
  city: z.string(),
  timezone: z.string(),
  publicPageVisible: z.boolean(),
})
export type SchoolItem = z.infer<typeof zSchoolItem>

export const zSchoolDetail = z.object({
  id: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  name: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timezone: z.string(),
  publicPageVisible: z.boolean(),
  familiesToldOfBirthdays: z.boolean(),
  publicDescription: z.string(),
  publicPhone: z.string(),
  publicEmail: z.string(),
  publicWebsite: z.string(),
  /** The public page's image (media kind school-public-image), read through the public URL call. */
  publicImageMediaId: z.string().nullable(),
})
export type SchoolDetail = z.infer<typeof zSchoolDetail>

export const zSchoolsQuery = zPageQuery.extend({ groupId: zGroupId.optional() })

/** A weekly opening period, or an exceptional closing (table `openings`). */
export const zAdminOpening = zPeriod.extend({ weekday: z.literal(weekdays) })
export const zAdminClosing = z
  .object({
    label: z.string().trim().max(120),
    dateFrom: zDate,
    dateTo: zDate,
  })
  .refine((c) => c.dateFrom <= c.dateTo, { message: 'dateTo is before dateFrom', path: ['dateTo'] })
export const zSchoolOpenings = z.object({
  periods: z.array(zAdminOpening).max(70),
  closings: z.array(zAdminClosing).max(400),
})
export type SchoolOpenings = z.infer<typeof zSchoolOpenings>
export const zSchoolOpeningsWrite = zSchoolOpenings
  .strict()
  .refine((o) => o.periods.every((p) => p.startsAt < p.endsAt), {
    message: 'A period ends after it starts',
    path: ['periods'],
  })

const zSchoolParams = z.object({ schoolId: zSchoolId })

export const schoolsContract = {
  list: defineRoute({
    action: 'schools.list',
    method: 'GET',
    path: '/api/v1/schools',
    summary: 'Schools of the groups I administer (or of one of them), by name',
    auth: 'session',
    query: zSchoolsQuery,
    response: zPage(zSchoolItem),
  }),
  get: defineRoute({
    action: 'schools.get',
    method: 'GET',
    path: '/api/v1/schools/:schoolId',
    summary: 'One school I administer, with its address and public page',
    auth: 'session',
    params: zSchoolParams,
    response: zSchoolDetail,
  }),
  create: defineRoute({
    action: 'schools.create',
    method: 'POST',
    path: '/api/v1/schools',
    summary: 'Create a school in a group I administer',
    auth: 'session',
    body: zSchoolCreate,
    response: zSchoolDetail,
    successStatus: 201,
  }),
  update: defineRoute({
    action: 'schools.update',
    method: 'PUT',
    path: '/api/v1/schools/:schoolId',
    summary: 'Edit a school: name, address, position, time zone, public page',
    auth: 'session',
    params: zSchoolParams,
    body: zSchoolFields,
    response: zSchoolDetail,
  }),
  setImage: defineRoute({
    action: 'schools.setImage',
    method: 'PUT',
    path: '/api/v1/schools/:schoolId/image',
    summary: 'Make an uploaded picture (kind school-public-image) the public page image, or remove it',
    auth: 'session',
    params: zSchoolParams,
    body: z.object({ mediaId: zMediaId.nullable() }).strict(),
    response: zSchoolDetail,
  }),
  openings: defineRoute({
    action: 'schools.openings',
    method: 'GET',
    path: '/api/v1/schools/:schoolId/openings',
    summary: 'Weekly opening periods and exceptional closings of a school I administer',
    auth: 'session',
    params: zSchoolParams,
    response: zSchoolOpenings,
  }),
  replaceOpenings: defineRoute({
    action: 'schools.replaceOpenings',
    method: 'PUT',
    path: '/api/v1/schools/:schoolId/openings',
    summary: 'Replace the weekly opening periods and the closings of a school I administer',
    auth: 'session',
    params: zSchoolParams,
    body: zSchoolOpeningsWrite,
    response: zSchoolOpenings,
  }),
}
