// The public face of push (ARCHITECTURE §2): other modules queue a notification in their own
// transaction; push imports none of them.
export { enqueuePush, type PushNotice } from './push.service'
