import { z } from 'zod'
import { zTextQuery } from './text'
import {
  feedPublishedStatuses,
  mediaAudiences,
  newsStatuses,
  newsTypes,
  reactionTypes,
} from '../enums/content'
import { mediaTypes } from '../enums/media'
import { calendarColours, calendarRecurrences } from '../enums/calendar'
import {
  zChildIdOut,
  zDate,
  zDateTime,
  zMediaIdOut,
  zNewsId,
  zNewsIdOut,
  zSchoolIdOut,
  zSectionIdOut,
} from '../ids'
import { zPage } from './common'
import { defineRoute } from './define'
import { zDailyTimeline } from './daily-log'

// Spec 000 §2 `/` and `/news/{id}`, spec 001 §3 News and §4 reactions: the newsfeed (one feed of
// every item type from the news index), one item by id, reactions and who reacted how.

/** A query list: `?x=a&x=b` arrives as an array, `?x=a` as a string, `?x=a,b` is split too. */
const zQueryList = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === '') return undefined
    const list: unknown[] = Array.isArray(value) ? (value as unknown[]) : [value]
    return list.flatMap((v): unknown[] => (typeof v === 'string' ? v.split(',').filter(Boolean) : [v]))
  }, z.array(item).max(200).optional())

const zQueryBoolean = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean().optional(),
)

/** Spec 001 §3 feed filter; absent criteria take the defaults of rules/feed-filter.ts. */
export const zFeedQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  newsTypes: zQueryList(z.enum(newsTypes)),
  publishedStatus: z.enum(feedPublishedStatuses).optional(),
  crossSchool: zQueryBoolean,
  startDate: zDate.optional(),
  endDate: zDate.optional(),
  newsContent: zTextQuery(200).optional(),
  childrenIds: zQueryList(z.uuid()),
  teacherIds: zQueryList(z.uuid()),
  sectionIds: zQueryList(z.uuid()),
})
export type FeedQuery = z.input<typeof zFeedQuery>

export const zReactionType = z.enum(reactionTypes)
export const zReactionCounts = z.partialRecord(zReactionType, z.number().int().min(0))

export const zNewsPerson = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  avatarMediaId: zMediaIdOut.nullable(),
})
export type NewsPerson = z.infer<typeof zNewsPerson>

export const zNewsAttachment = z.object({
  mediaId: zMediaIdOut,
  type: z.enum(mediaTypes),
  fileName: z.string(),
  mimeType: z.string(),
})
export type NewsAttachment = z.infer<typeof zNewsAttachment>

export const zNewsPollOption = z.object({
  id: z.string(),
  label: z.string(),
  position: z.number().int(),
  voteCount: z.number().int(),
})

/** One card of the feed (spec 001 §3 News): the index row, its reactions and what its type shows. */
export const zNewsItem = z.object({
  id: zNewsIdOut,
  type: z.enum(newsTypes),
  referenceId: z.string(),
  owner: zNewsPerson.nullable(),
  school: z.object({ id: zSchoolIdOut, name: z.string() }),
  publishAt: zDateTime,
  createdAt: zDateTime,
  status: z.enum(newsStatuses),
  /** The actor wrote it (their delayed or pending items show with a badge). */
  isOwn: z.boolean(),
  reactionCounts: zReactionCounts,
  currentReaction: zReactionType.nullable(),
  /** The latest few reactions, newest first (spec 001 §3 reactionPeek). */
  reactionPeek: z.array(z.object({ user: zNewsPerson, reaction: zReactionType })),
  /** Plain text of the item (the index's search text): the generic card of Event and Daily. */
  summary: z.string(),
  post: z.object({ contentHtml: z.string(), attachments: z.array(zNewsAttachment) }).nullable(),
  gallery: z
    .object({
      title: z.string(),
      description: z.string(),
      coverMediaId: zMediaIdOut.nullable(),
      mediaCount: z.number().int(),
    })
    .nullable(),
  folder: z
    .object({
      title: z.string(),
      description: z.string(),
      audience: z.enum(mediaAudiences),
      fileCount: z.number().int(),
    })
    .nullable(),
  poll: z
    .object({
      question: z.string(),
      options: z.array(zNewsPollOption),
      supportsMultiple: z.boolean(),
      closesAt: zDateTime.nullable(),
      myOptionIds: z.array(z.string()),
      /** Who voted for each option (spec 001 §3 poll optionOwnerIds), by option id. */
      optionOwnerIds: z.record(z.string(), z.array(z.string())),
    })
    .nullable(),
  postalCard: z.object({ message: z.string(), mediaId: zMediaIdOut.nullable() }).nullable(),
  /** An Event item's calendar event (its card shows the dates, colour and recurrence). */
  event: z
    .object({
      title: z.string(),
      description: z.string(),
      startsAt: zDateTime,
      endsAt: zDateTime,
      allDay: z.boolean(),
      timezone: z.string(),
      colour: z.enum(calendarColours),
      recurrence: z.enum(calendarRecurrences),
    })
    .nullable(),
  /** A child's day in the care log, as the family sees it (spec 001 §3 Visibility). */
  daily: zDailyTimeline.nullable(),
})
export type NewsItem = z.infer<typeof zNewsItem>

const zNewsParams = z.object({ newsId: zNewsId })

export const zReactionEntry = z.object({ user: zNewsPerson, reaction: zReactionType, reactedAt: zDateTime })

export const zFilterOptions = z.object({
  children: z.array(z.object({ id: zChildIdOut, firstname: z.string(), lastname: z.string() })),
  teachers: z.array(z.object({ id: z.string(), firstname: z.string(), lastname: z.string() })),
  sections: z.array(z.object({ id: zSectionIdOut, name: z.string() })),
  /** Spec 001 §6: Daily is a default type only for guardians with the daily module on. */
  dailyEnabled: z.boolean(),
})
export type NewsFilterOptions = z.infer<typeof zFilterOptions>

export const newsContract = {
  feed: defineRoute({
    action: 'news.feed',
    method: 'GET',
    path: '/api/v1/news',
    summary: 'The newsfeed of the actor, newest first, filtered (spec 001 §3), keyset pages',
    auth: 'session',
    query: zFeedQuery,
    response: zPage(zNewsItem),
  }),
  filterOptions: defineRoute({
    action: 'news.filterOptions',
    method: 'GET',
    path: '/api/v1/news/filter-options',
    summary: 'Children, teachers and sections the feed filter offers, in the current school',
    auth: 'session',
    response: zFilterOptions,
  }),
  read: defineRoute({
    action: 'news.read',
    method: 'GET',
    path: '/api/v1/news/:newsId',
    summary: 'One news item (spec 001 §7: a single object); 404 outside the audience',
    auth: 'session',
    params: zNewsParams,
    response: zNewsItem,
  }),
  react: defineRoute({
    action: 'news.react',
    method: 'POST',
    path: '/api/v1/news/:newsId/reactions',
    summary: 'Reacts to an item: the same reaction again removes it, another replaces it (spec 001 §4)',
    auth: 'session',
    params: zNewsParams,
    body: z.object({ reaction: zReactionType }).strict(),
    response: z.object({ currentReaction: zReactionType.nullable(), reactionCounts: zReactionCounts }),
  }),
  reactions: defineRoute({
    action: 'news.reactions',
    method: 'GET',
    path: '/api/v1/news/:newsId/reactions',
    summary: 'Who reacted to an item and how, newest first, keyset pages',
    auth: 'session',
    params: zNewsParams,
    query: z.object({
      cursor: z.string().max(200).optional(),
      limit: z.coerce.number().int().min(1).max(100).default(20),
      reaction: zReactionType.optional(),
    }),
    response: zPage(zReactionEntry),
  }),
}
