import type { NewsKind } from '../news/index'
import { familyTimelines } from './daily-log.views'

// What a Daily card of the feed shows (news.kinds.ts, decision 0012). Daily items reach only the
// child's family (their target is the child), so the family's view of the day is the one loaded:
// a fixed few queries for every Daily item of a page (daily-log.views.ts).

export const dailyLogNewsKind: NewsKind = {
  type: 'Daily',
  async cards(db, ids) {
    const timelines = await familyTimelines(db, ids)
    return new Map([...timelines].map(([id, daily]) => [id, { daily }]))
  },
}
