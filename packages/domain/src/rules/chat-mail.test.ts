import { describe, expect, it } from 'vitest'
import { chatMailAllowed, chatMailCutoff, chatMailSince } from './chat-mail'

const at = (iso: string) => new Date(iso)

describe('chat e-mail batches (docs/chat.md: 10-minute delay, one mail per window)', () => {
  it('counts messages unseen for ten minutes', () => {
    expect(chatMailCutoff(at('2026-11-18T10:00:00Z'))).toEqual(at('2026-11-18T09:50:00Z'))
  })

  it.each<[string, { coveredUntil: Date; lastMailAt: Date } | null, string, boolean]>([
    ['never mailed', null, '2026-11-18T10:00:00Z', true],
    [
      'mailed five minutes ago',
      { coveredUntil: at('2026-11-18T09:45:00Z'), lastMailAt: at('2026-11-18T09:55:00Z') },
      '2026-11-18T10:00:00Z',
      false,
    ],
    [
      'mailed exactly one window ago',
      { coveredUntil: at('2026-11-18T09:40:00Z'), lastMailAt: at('2026-11-18T09:50:00Z') },
      '2026-11-18T10:00:00Z',
      true,
    ],
  ])('%s → allowed %s', (_title, state, now, allowed) => {
    expect(chatMailAllowed(state, at(now))).toBe(allowed)
  })

  it('starts after what the last mail covered', () => {
    expect(chatMailSince(null)).toBeNull()
    const coveredUntil = at('2026-11-18T09:40:00Z')
    expect(chatMailSince({ coveredUntil, lastMailAt: at('2026-11-18T09:50:00Z') })).toBe(coveredUntil)
  })
})
