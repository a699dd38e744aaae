import { z } from 'zod'

// STYLE habit 3: branded ids, so a school id cannot be passed where a child id is expected.
// Ids are opaque UUID v7 strings on the wire (ARCHITECTURE §3).
declare const brand: unique symbol
export type Id<Kind extends string> = string & { readonly [brand]: Kind }

export type UserId = Id<'User'>
export type ChildId = Id<'User'> // children are users (spec 000 §3)
export type GroupId = Id<'Group'>
export type SchoolId = Id<'School'>
export type SectionId = Id<'Section'>
export type BrandId = Id<'Brand'>
export type MediaId = Id<'Media'>
export type SessionId = Id<'Session'>
export type TermsId = Id<'Terms'>
export type InAppMessageId = Id<'InAppMessage'>

/** A zod schema for an id of one kind; parses to the branded type. */
export const idOf = <Kind extends string>() => z.uuid() as unknown as z.ZodType<Id<Kind>, string>

export const zUserId = idOf<'User'>()
export const zGroupId = idOf<'Group'>()
export const zSchoolId = idOf<'School'>()
export const zSectionId = idOf<'Section'>()
export const zMediaId = idOf<'Media'>()
export const zTermsId = idOf<'Terms'>()
export const zInAppMessageId = idOf<'InAppMessage'>()

/** ISO-8601 date `YYYY-MM-DD` (ARCHITECTURE §3). */
export const zDate = z.iso.date()
/** ISO-8601 timestamp with offset. */
export const zDateTime = z.iso.datetime({ offset: true })
/** `HH:mm` local time. */
export const zTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:mm')
