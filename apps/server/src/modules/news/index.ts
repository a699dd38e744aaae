// The public face of news (ARCHITECTURE §2): other modules use only what is exported here —
// the news index that content modules write their items to, and its audience rules.
export { newsAudience, newsReachesActor, targetInAudience } from './news.audience'
export { findNews, indexNews, removeNews, type ShareTarget } from './news.index'
export {
  brandVariantsOfSections,
  checkShareTargets,
  shareableStructure,
  shareScopeUsers,
} from './news.targets'
export { visibleNewsReferences } from './news.visibility'
