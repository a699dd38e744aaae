// The public face of notifications (ARCHITECTURE §2): other modules use only what is exported here —
// the realtime push of changed counters.
export { pushCountsChange } from './notifications.push'
