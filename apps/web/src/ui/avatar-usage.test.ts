import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// Spec 000 §9 (one colour per person): a person's avatar is drawn by ui/avatar only. A bare MUI
// <Avatar> elsewhere would fall back to MUI's grey, or a colour of its own, and the same user
// would look different on two pages. The exceptions are not people: a chat channel (its own
// colour, spec 001 §3), the unknown author's "?", and the reaction stack's small avatars, which
// take avatarColour() because AvatarGroup needs plain Avatars.
const allowed: Record<string, number> = {
  'ui/avatar.tsx': 1,
  'features/chat/components/channel-avatar.tsx': 1,
  'features/news/components/news-card.tsx': 1,
  'features/news/components/reaction-bar.tsx': 1,
  'features/media/components/avatar-upload.tsx': 1,
  'features/my-children/components/child-avatar.tsx': 1,
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return name.endsWith('.tsx') && !name.includes('.test.') ? [path] : []
  })
}

describe('spec 000 §9: every avatar of a person goes through ui/avatar', () => {
  it('has no other bare <Avatar>', () => {
    const root = join(import.meta.dirname, '..')
    const found: Record<string, number> = {}
    for (const file of sources(root)) {
      const count = (readFileSync(file, 'utf8').match(/<Avatar[\s>]/g) ?? []).length
      if (count > 0) found[file.slice(root.length + 1)] = count
    }
    expect(found).toEqual(allowed)
  })
})
