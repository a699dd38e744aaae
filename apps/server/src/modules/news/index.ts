// The public face of news (ARCHITECTURE §2): other modules use only what is exported here —
// the news index that content modules write their items to, its audience rules, and the kinds
// (news.kinds.ts, decision 0012) through which content modules describe their cards.
export { newsAudience, newsReachesActor, targetInAudience, type NewsAudience } from './news.audience'
// The same rule for the readers of a batch at once (the weekly digest).
export { newsReachingAudiences, type AudienceOf, type ReachingNews } from './news.audience-batch'
export {
  findNews,
  indexNews,
  indexNewItems,
  newsOfReferences,
  removeNews,
  type NewsEntry,
  type ShareTarget,
} from './news.index'
export { rowModeration, type KindCountKey, type NewsKind, type PanelReferenceText } from './news.kinds'
// A kind's card query runs on every feed page that holds its items: named, as the feed's own.
export { namedRows } from './news.prepared'
export {
  brandVariantsOfSections,
  checkShareTargets,
  shareableStructure,
  shareScopeUsers,
} from './news.targets'
export { visibleNewsReferences } from './news.visibility'
// Web Push when an item appears: moderation's approval calls it too.
export { guardiansReached, pushOnStatusChange } from './news.push'
// Test data for other modules' tests and access-matrix rows: an item in the news index (with the
// post row behind a post), so they need not reach into this module's files (decision 0014).
export { makeNews, type TestNewsOptions } from './news.fixtures'
