// The public face of daily-log (ARCHITECTURE §2): other modules use only what is exported here —
// the family timelines of a daily-log card in the newsfeed.
export { familyTimelines } from './daily-log.views'
