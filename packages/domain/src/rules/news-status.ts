import type { NewsStatus } from '../enums/content'

// Spec 000 §4 notifications: a moderated user's news waits for a moderator;
// everyone else's is published at once (or at its publish date).
export function initialNewsStatus(author: { moderated: boolean; isModerator: boolean }): NewsStatus {
  return author.moderated && !author.isModerator ? 'pending' : 'published'
}
