// Spec 001 §3–§4: which messages and channels a member sees. The server's SQL
// (chat.queries.ts visibleMessageSql) says the same; these pure rules pick the realtime recipients
// and are the table of the tests.

export interface ChannelView {
  ownerId: string
  answersOnlyVisibleByOwner: boolean
}

/**
 * "Answers only visible by owner": a broadcast where each member sees the owner's messages and
 * their own replies only; the owner sees everything. Blocking (spec 001 §4): the messages of a
 * user I blocked leave my view (my own never do).
 */
export function messageVisibleTo(
  channel: ChannelView,
  messageOwnerId: string,
  viewerId: string,
  viewerBlockedIds: readonly string[],
): boolean {
  if (messageOwnerId === viewerId) return true
  if (viewerBlockedIds.includes(messageOwnerId)) return false
  if (!channel.answersOnlyVisibleByOwner) return true
  return viewerId === channel.ownerId || messageOwnerId === channel.ownerId
}

/**
 * Spec 001 §4 "Blocking a user removes … one-to-one channels with them": a one-to-one channel is
 * hidden from a member who blocked the other one; group channels stay (their messages are hidden).
 */
export function channelVisibleTo(
  oneToOneUserIds: readonly string[] | null,
  viewerId: string,
  viewerBlockedIds: readonly string[],
): boolean {
  if (!oneToOneUserIds) return true
  return !oneToOneUserIds.some((id) => id !== viewerId && viewerBlockedIds.includes(id))
}

/** The key that makes a one-to-one channel unique, whoever creates it. */
export function oneToOneKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`
}
