import { newsTypes, type FeedPublishedStatus, type NewsType } from '../enums/content'
import type { ProfileType } from '../enums/people'

// Spec 001 §3 News feed filter, and its defaults (spec 001 §6): every type except Daily, which is
// in the defaults only for guardians whose current school has the daily module on. Published items
// only, of the current school only (crossSchool off: spec 000 §4 resets the feed when the school
// or child changes, so the feed follows the scope selector), no dates, no search, no people.

export interface FeedFilter {
  newsTypes: NewsType[]
  publishedStatus: FeedPublishedStatus
  crossSchool: boolean
  startDate: string | null
  endDate: string | null
  newsContent: string
  childrenIds: string[]
  teacherIds: string[]
  sectionIds: string[]
}

export interface FeedFilterContext {
  profileType: ProfileType
  /** The daily module of the current school is on (ACTIVE or BYPASS). */
  dailyEnabled: boolean
}

/** The types offered by default; Daily only for guardians with the daily module on. */
export function defaultNewsTypes(ctx: FeedFilterContext): NewsType[] {
  const withDaily = ctx.profileType === 'GUARDIAN' && ctx.dailyEnabled
  return newsTypes.filter((t) => t !== 'Daily' || withDaily)
}

export function defaultFeedFilter(ctx: FeedFilterContext): FeedFilter {
  return {
    newsTypes: defaultNewsTypes(ctx),
    publishedStatus: 'PUBLISHED',
    crossSchool: false,
    startDate: null,
    endDate: null,
    newsContent: '',
    childrenIds: [],
    teacherIds: [],
    sectionIds: [],
  }
}

/** The number of criteria that differ from the defaults (the badge on the filter button). */
export function activeFilterCount(filter: FeedFilter, ctx: FeedFilterContext): number {
  const d = defaultFeedFilter(ctx)
  const sameTypes =
    filter.newsTypes.length === d.newsTypes.length && d.newsTypes.every((t) => filter.newsTypes.includes(t))
  return [
    !sameTypes,
    filter.publishedStatus !== d.publishedStatus,
    filter.crossSchool !== d.crossSchool,
    filter.startDate !== null,
    filter.endDate !== null,
    filter.newsContent.trim() !== '',
    filter.childrenIds.length > 0,
    filter.teacherIds.length > 0,
    filter.sectionIds.length > 0,
  ].filter(Boolean).length
}

/**
 * Which published states a filter asks for: the audience's published items and/or the owner's own
 * items not yet visible to others (delayed: publish_at in the future; or waiting for moderation).
 */
export function feedStatusParts(status: FeedPublishedStatus): {
  published: boolean
  ownerDelayed: boolean
  ownerAll: boolean
} {
  switch (status) {
    case 'PUBLISHED':
      return { published: true, ownerDelayed: false, ownerAll: false }
    case 'PUBLISHED_AND_OWNER_DELAYED':
      return { published: true, ownerDelayed: true, ownerAll: false }
    case 'OWNER_DELAYED':
      return { published: false, ownerDelayed: true, ownerAll: false }
    case 'ALL':
      return { published: true, ownerDelayed: true, ownerAll: true }
  }
}

/**
 * Search text folded for accent- and case-insensitive matching (spec 001 §3 newsContent): NFD,
 * combining marks dropped, lower case. The server folds news.search_text the same way in SQL.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
}
