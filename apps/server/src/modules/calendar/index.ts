// The public face of calendar (ARCHITECTURE §2): other modules use only what is exported here —
// the demo seed writes events.
export { insertEvent } from './calendar.queries'
