import type { NewsKind } from '../news/index'
import { familyCards } from './daily-log.views'

// What a Daily card of the feed shows (news.kinds.ts, decision 0012). Daily items reach only the
// child's family (their target is the child), so the family's view of the day is the one loaded:
// a fixed few queries for every Daily item of a page (daily-log.views.ts). The index row has no
// owner (the school speaks): the card's byline names who wrote the latest entry shown.

export const dailyLogNewsKind: NewsKind = {
  type: 'Daily',
  async cards(db, ids) {
    const cards = await familyCards(db, ids)
    return new Map([...cards].map(([id, { daily, byline }]) => [id, byline ? { daily, byline } : { daily }]))
  },
}
