import { describe, expect, it } from 'vitest'
import { initialNewsStatus } from './news-status'

describe('initialNewsStatus (spec 000 §4)', () => {
  it.each([
    [{ moderated: true, isModerator: false }, 'pending'],
    [{ moderated: false, isModerator: false }, 'published'],
    [{ moderated: false, isModerator: true }, 'published'],
    [{ moderated: true, isModerator: true }, 'published'],
  ] as const)('%o → %s', (author, status) => {
    expect(initialNewsStatus(author)).toBe(status)
  })
})
