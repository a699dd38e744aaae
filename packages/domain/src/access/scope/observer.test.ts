import { describe, expect, it } from 'vitest'
import { profileTypes } from '../../enums/people'
import { mayWrite } from './observer'
import { actorFor } from '../test-context'

describe('spec 000 §5–6 observers are read-only', () => {
  it.each(
    profileTypes.flatMap((profile) => [[profile, false, true] as const, [profile, true, false] as const]),
  )('%s, observer %s → may write %s', (profile, observer, may) => {
    expect(mayWrite(actorFor(profile, { observer }))).toBe(may)
  })
})
