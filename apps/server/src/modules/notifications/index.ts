// The public face of notifications (ARCHITECTURE §2): other modules use only what is exported here —
// the realtime push of changed counters and the moderation change it carries.
export { pushCountsChange, type ModerationChange } from './notifications.push'
// Notification e-mails (docs/notifications.md): the envelope every module's mail goes through,
// and the new-guardian mail the modules that link guardians call.
export {
  queueNotificationMails,
  notificationRecipients,
  renderNotification,
  type NotificationKind,
  type NotificationRecipient,
} from './notification-mail'
export { notifyNewGuardians } from './notifications.new-guardian'
