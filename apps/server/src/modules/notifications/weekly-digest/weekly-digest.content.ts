import type { DailyEntryKind } from '@nido/domain/enums/daily'
import { dailyEntryKinds } from '@nido/domain/enums/daily'
import type { Gender } from '@nido/domain/enums/people'

// The content of one guardian's weekly digest (docs/notifications-weekly.md), as a pure function
// of what the batch loader read: per child of theirs, the week's items that reached the guardian
// (by the feed's rule, news.audience.ts), the care log the family sees, and the events of the
// next seven days. An item is listed once, under the first child it reached (by a target naming
// the child, the child's section or school); what was shared with the guardian alone is listed
// apart. A week where nothing happened (no item, no care-log entry) gives null: nothing is sent.

export interface DigestGuardian {
  id: string
  email: string
  firstname: string
  language: string
  settings: Record<string, unknown>
}

export interface DigestChild {
  id: string
  firstname: string
  gender: Gender | null
  sectionIds: string[]
  schoolIds: string[]
}

export type DigestTarget = { targetType: 'User' | 'Section' | 'School'; targetId: string }

export type DigestItemType = 'Post' | 'Gallery' | 'Folder' | 'Poll'

export interface DigestItem {
  newsId: string
  type: DigestItemType
  publishAt: Date
  /** A post's first words, an album's, folder's title, a poll's question. */
  title: string
  /** Photos of a post or an album: shown as a count and a link to the app, never attached. */
  photoCount: number
  targets: DigestTarget[]
}

/** One child's care-log day as the family sees it (the kinds of the entries shown). */
export interface DigestCareDay {
  childId: string
  date: string
  kinds: DailyEntryKind[]
}

export interface DigestEvent {
  newsId: string
  title: string
  startsAt: Date
  endsAt: Date
  allDay: boolean
  /** First day of this occurrence in the event's zone. */
  firstDay: string
  targets: DigestTarget[]
}

export interface DigestPeriod {
  /** The week covered: [since, until). */
  since: Date
  until: Date
  /** The zone of the school that times this guardian's digest: dates are written in it. */
  timezone: string
  /** The Monday of the week in that zone (the idempotency key, weekly_digest_sends.week). */
  week: string
}

export interface GuardianWeek {
  guardian: DigestGuardian
  period: DigestPeriod
  children: DigestChild[]
  items: DigestItem[]
  careDays: DigestCareDay[]
  events: DigestEvent[]
}

export interface ChildWeek {
  child: DigestChild
  items: DigestItem[]
  /** Days with at least one entry the family sees. */
  careDayCount: number
  /** Entries per kind, in the spec's order of kinds (spec 001 §3 Daily log entry kinds). */
  care: { kind: DailyEntryKind; count: number }[]
  events: DigestEvent[]
}

export interface WeeklyDigest {
  guardian: DigestGuardian
  period: DigestPeriod
  children: ChildWeek[]
  /** Items and events shared with the guardian alone. */
  forGuardian: { items: DigestItem[]; events: DigestEvent[] }
}

/** Index of the first child a target list reaches, or -1 (shared with the guardian alone). */
export function childReached(targets: readonly DigestTarget[], children: readonly DigestChild[]): number {
  return children.findIndex((child) =>
    targets.some(
      (t) =>
        (t.targetType === 'User' && t.targetId === child.id) ||
        (t.targetType === 'Section' && child.sectionIds.includes(t.targetId)) ||
        (t.targetType === 'School' && child.schoolIds.includes(t.targetId)),
    ),
  )
}

const byTime = (a: { publishAt: Date }, b: { publishAt: Date }) =>
  a.publishAt.getTime() - b.publishAt.getTime()
const byStart = (a: DigestEvent, b: DigestEvent) => a.startsAt.getTime() - b.startsAt.getTime()

export function weeklyDigestOf(week: GuardianWeek): WeeklyDigest | null {
  const { period } = week
  const children = [...week.children].sort(
    (a, b) => a.firstname.localeCompare(b.firstname) || a.id.localeCompare(b.id),
  )
  const result: ChildWeek[] = children.map((child) => ({
    child,
    items: [],
    careDayCount: 0,
    care: [],
    events: [],
  }))
  const forGuardian: WeeklyDigest['forGuardian'] = { items: [], events: [] }
  const seen = new Set<string>()
  for (const item of [...week.items].sort(byTime)) {
    if (seen.has(item.newsId)) continue
    if (item.publishAt < period.since || item.publishAt >= period.until) continue
    seen.add(item.newsId)
    const at = childReached(item.targets, children)
    ;(at < 0 ? forGuardian.items : result[at]!.items).push(item)
  }
  const seenEvents = new Set<string>()
  for (const event of [...week.events].sort(byStart)) {
    const key = `${event.newsId} ${event.startsAt.toISOString()}`
    if (seenEvents.has(key)) continue
    seenEvents.add(key)
    const at = childReached(event.targets, children)
    ;(at < 0 ? forGuardian.events : result[at]!.events).push(event)
  }
  let careEntries = 0
  for (const entry of result) {
    const days = week.careDays.filter((d) => d.childId === entry.child.id && d.kinds.length > 0)
    const counts = new Map<DailyEntryKind, number>()
    for (const day of days) for (const kind of day.kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1)
    entry.careDayCount = new Set(days.map((d) => d.date)).size
    entry.care = dailyEntryKinds
      .filter((k) => counts.has(k))
      .map((kind) => ({ kind, count: counts.get(kind)! }))
    careEntries += days.reduce((n, d) => n + d.kinds.length, 0)
  }
  const itemCount = forGuardian.items.length + result.reduce((n, c) => n + c.items.length, 0)
  // Events alone do not make a week worth a mail: the calendar shows them (docs/notifications-weekly.md).
  if (itemCount === 0 && careEntries === 0) return null
  return { guardian: week.guardian, period, children: result, forGuardian }
}
