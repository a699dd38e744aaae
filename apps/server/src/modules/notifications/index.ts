// The public face of notifications (ARCHITECTURE §2): other modules use only what is exported here —
// the realtime push of changed counters and the moderation change it carries.
export { pushCountsChange, type ModerationChange } from './notifications.push'
