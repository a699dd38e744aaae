// The public face of calendar (ARCHITECTURE §2): other modules use only what is exported here —
// the demo seed writes events; the weekly digest lists the occurrences ahead; a password reset revokes the user's feed URL (docs/security.md).
export { insertEvent, deleteSubscription as revokeCalendarFeed } from './calendar.queries'
export { occurrencesBetween } from './calendar.recurrence'
