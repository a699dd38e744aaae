// The advisor module's public face (ARCHITECTURE §2): the answer flows and the demo seed record
// reply sets through it.
export { recordReplySet, type ReplySetSender } from './advisor.replies'
