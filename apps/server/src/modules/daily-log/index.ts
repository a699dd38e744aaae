// The public face of daily-log (ARCHITECTURE §2): other modules use only what is exported here —
// the family's view of some care-log days (the weekly digest counts what families see, spec 001
// §3 Visibility, from the same view as the feed's Daily cards).
export { familyDayKinds } from './daily-log.views'
