import { z } from 'zod'

// STYLE habit 3: branded ids, so a school id cannot be passed where a child id is expected
// (decision 0013). Ids are opaque UUID v7 strings on the wire (ARCHITECTURE §3); the brand exists
// only for the compiler.
declare const brand: unique symbol
declare const child: unique symbol
export type Id<Kind extends string> = string & { readonly [brand]: Kind }

export type UserId = Id<'User'>
/** Children are users (spec 000 §3): a child id is a user id, a user id is not a child id. */
export type ChildId = UserId & { readonly [child]: true }
export type GroupId = Id<'Group'>
export type SchoolId = Id<'School'>
export type SectionId = Id<'Section'>
export type BrandId = Id<'Brand'>
export type MediaId = Id<'Media'>
export type NewsId = Id<'News'>
export type ChannelId = Id<'Channel'>
export type EventId = Id<'Event'>
export type SessionId = Id<'Session'>
export type TermsId = Id<'Terms'>
export type InAppMessageId = Id<'InAppMessage'>

/** Any branded id. */
export type AnyId = Id<string>

/** An id that arrives from a client (params, query, body): checked as a UUID, parsed to `T`. */
const uuidAs = <T extends string>() => z.uuid() as unknown as z.ZodType<T, string>
/**
 * An id in an answer: checked as a string, as the contracts always did (the server's own uuid
 * columns fill it), and typed as `T` so the web receives branded ids and passes them back.
 */
const stringAs = <T extends string>() => z.string() as unknown as z.ZodType<T, string>

/** A zod schema for an id of one kind; parses to the branded type. */
export const idOf = <Kind extends string>() => uuidAs<Id<Kind>>()

export const zUserId = uuidAs<UserId>()
export const zChildId = uuidAs<ChildId>()
export const zGroupId = uuidAs<GroupId>()
export const zSchoolId = uuidAs<SchoolId>()
export const zSectionId = uuidAs<SectionId>()
export const zMediaId = uuidAs<MediaId>()
export const zNewsId = uuidAs<NewsId>()
export const zChannelId = uuidAs<ChannelId>()
export const zEventId = uuidAs<EventId>()
export const zTermsId = uuidAs<TermsId>()
export const zInAppMessageId = uuidAs<InAppMessageId>()

export const zUserIdOut = stringAs<UserId>()
export const zGroupIdOut = stringAs<GroupId>()
export const zChildIdOut = stringAs<ChildId>()
export const zSchoolIdOut = stringAs<SchoolId>()
export const zSectionIdOut = stringAs<SectionId>()
export const zMediaIdOut = stringAs<MediaId>()
export const zNewsIdOut = stringAs<NewsId>()
export const zChannelIdOut = stringAs<ChannelId>()
export const zEventIdOut = stringAs<EventId>()

/**
 * The one conversion from a database row to a branded id (decision 0013): Drizzle returns uuid
 * columns as plain strings, and the query that read the row knows what kind of id it holds.
 * `idFromRow<SchoolId>(row.schoolId)`, never a bare `as SchoolId` in a service.
 */
export function idFromRow<T extends AnyId>(value: string): T
/** A nullable column (an avatar, an author who may be gone): null stays null. */
export function idFromRow<T extends AnyId>(value: string | null): T | null
export function idFromRow<T extends AnyId>(value: string | null): T | null {
  return value as T | null
}

/** ISO-8601 date `YYYY-MM-DD` (ARCHITECTURE §3). */
export const zDate = z.iso.date()
/** ISO-8601 timestamp with offset. */
export const zDateTime = z.iso.datetime({ offset: true })
/** `HH:mm` local time. */
export const zTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:mm')
