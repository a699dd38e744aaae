// The public face of calendar (ARCHITECTURE §2): other modules use only what is exported here —
// an event's card in the newsfeed; the demo seed writes events.
export { eventDetails } from './calendar.news'
export { insertEvent } from './calendar.queries'
