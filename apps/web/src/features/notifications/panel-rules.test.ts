import { describe, expect, it } from 'vitest'
import { badgeTotal, editPathOf, previousOffset } from './panel-rules'

describe('notification badge and panel (spec 000 §2, §4)', () => {
  it.each([
    [undefined, 0],
    [{ toModerate: 0, pendingModeration: 0, newMessages: 5, postalCards: 3 }, 0],
    [{ toModerate: 2, pendingModeration: 1, newMessages: 0, postalCards: 0 }, 3],
    [{ toModerate: 120, pendingModeration: 0, newMessages: 0, postalCards: 0 }, 120],
  ])('badge of %o → %i', (counts, total) => {
    expect(badgeTotal(counts)).toBe(total)
  })

  it.each([
    ['post', '/posts/edit/x'],
    ['folder', '/folders/edit/x'],
    ['gallery', '/galleries/edit/x'],
    ['poll', '/polls/edit/x'],
  ] as const)('%s items edit at %s', (referenceType, path) => {
    expect(editPathOf({ referenceType, reference: { id: 'x', ownerId: null } })).toBe(path)
  })

  it.each([
    [0, 0],
    [20, 0],
    [40, 20],
    [5, 0],
  ])('previous page of offset %i → %i', (offset, previous) => {
    expect(previousOffset(offset)).toBe(previous)
  })
})
