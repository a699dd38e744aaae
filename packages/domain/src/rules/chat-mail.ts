// E-mail on new message for members who asked for it (sendEmailOnMessage, spec 001 §3), batched,
// in their language.
// The spec gives no numbers; ours (docs/chat.md): a message counts once it has stayed unseen for
// the delay, and a user gets at most one mail per window, however many messages and channels.

/** A message must stay unseen this long before it counts for a mail. */
export const chatMailDelayMs = 10 * 60_000
/** At most one chat mail per user per window. */
export const chatMailWindowMs = 10 * 60_000
/** How often the job looks (a fraction of the delay, so mails are at most this late). */
export const chatMailJobIntervalMs = 60_000

export interface ChatMailState {
  /** Messages created up to this time were covered by an earlier mail. */
  coveredUntil: Date
  lastMailAt: Date
}

/** Messages created up to the cutoff (and after the user's coveredUntil) may be mailed now. */
export function chatMailCutoff(now: Date): Date {
  return new Date(now.getTime() - chatMailDelayMs)
}

/** A user may get a mail now: never mailed, or the last mail is at least a window old. */
export function chatMailAllowed(state: ChatMailState | null, now: Date): boolean {
  return state === null || now.getTime() - state.lastMailAt.getTime() >= chatMailWindowMs
}

/** The lower bound of the messages to consider: those after the last covered time. */
export function chatMailSince(state: ChatMailState | null): Date | null {
  return state?.coveredUntil ?? null
}
