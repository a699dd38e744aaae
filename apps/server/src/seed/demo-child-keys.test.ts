import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Me } from '@nido/domain/contracts/me'
import { createTestApp, type TestApp } from '../test/app'
import { seedDemo } from './demo'
import { demoPassword } from './demo-accounts'
import { demoFamilyChildKeys, demoTryChildKey } from './demo-child-keys'

// docs/child-keys.md "Try it": the demo's documented keys work through HTTP, and the key to try
// adds a child that no demo account is a guardian of, after the guardian's first child by name.
describe('demo child keys (spec 001 §1; docs/child-keys.md)', () => {
  let t: TestApp
  let cookie: string
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    await seedDemo(t.database.db, t.clock.now(), {
      storage: t.deps.storage,
      publicUrl: t.deps.config.publicUrl,
    })
    cookie = await t.login(demoTryChildKey.guardian, demoPassword)
  }, 60_000)
  afterAll(async () => t?.close())

  const lookup = (code: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/child-keys/lookup', payload: { code }, headers: { cookie } })

  it('gives the fixed families’ children their documented keys', async () => {
    for (const { firstname, lastname, key } of demoFamilyChildKeys) {
      const res = await lookup(key)
      if (firstname === 'Oliver') {
        // Oliver is the guardian's own child.
        expect(res.json()).toMatchObject({ errorCode: 'CHILD_ALREADY_LINKED' })
      } else {
        expect(res.json(), key).toEqual({ childInfo: { firstname, lastname } })
      }
    }
  })

  it('lets guardian.london add a Little Fireflies child with the key to try, his first child unchanged', async () => {
    const res = await lookup(demoTryChildKey.key)
    expect(res.statusCode, res.body).toBe(200)
    const { childInfo } = res.json<{ childInfo: { firstname: string; lastname: string } }>()
    expect(childInfo.firstname > demoTryChildKey.after).toBe(true)
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/child-keys/links',
      payload: { code: demoTryChildKey.key, profile: { referent: false, relationship: 'Father' } },
      headers: { cookie },
    })
    expect(added.statusCode, added.body).toBe(201)
    // A new session still starts on Oliver (spec 000 §4: the first child by name).
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: demoTryChildKey.guardian, password: demoPassword },
    })
    const me = again.json<Me>()
    expect(me.meta.familyScope.childIds).toHaveLength(2)
    const oliverKey = await lookup('oliver_1')
    expect(oliverKey.json()).toMatchObject({ errorCode: 'CHILD_ALREADY_LINKED' })
    expect(me.current.childId).not.toBe(added.json<{ child: { id: string } }>().child.id)
  })
})
