import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import type { Me } from '@nido/domain/contracts/me'
import { auditLog, childKeys, guardianships } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import type { World } from '../../test/factories'
import { ensureChildKey } from './child-keys.queries'
import { childKeyLimits } from './child-keys.service'

// Spec 001 §1 (add a child by its 8-character key), §3 "Child info (key lookup)", §5 "Child key",
// §6 "Guardians can add children by key", §7 "Register code exists" / "Register add child",
// §8 (invalidCode, childAlreadyLinked). Through HTTP, on the real database.
describe('child keys (spec 001 §1, §3, §5–§8)', () => {
  let t: TestApp
  let world: World
  const cookies: Record<string, string> = {}
  const ids: Record<string, string> = {}

  const post = (who: string, path: 'lookup' | 'links', payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/child-keys/${path}`,
      payload: payload as Record<string, unknown>,
      headers: { cookie: cookies[who]! },
    })
  const lookup = (who: string, code: string) => post(who, 'lookup', { code })
  const add = (who: string, code: string, profile = { referent: true, relationship: 'Father' }) =>
    post(who, 'links', { code, profile })
  const me = async (who: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: cookies[who]! } })
    expect(res.statusCode, res.body).toBe(200)
    return res.json<Me>()
  }
  const keyOf = (childId: string) => ensureChildKey(t.database.db, childId)
  const resetTries = (who: string) => t.deps.rateLimits.reset(`child-key:user:${ids[who]!}`)

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    world = await t.make.world()
    const [sA, sB] = world.sectionIds
    const lea = await t.make.child(sA, { firstname: 'Léa', lastname: 'Martin' })
    const tom = await t.make.child(sB, { firstname: 'Tom', lastname: 'Petit' })
    const gone = await t.make.child(sA, { firstname: 'Gone', lastname: 'Away', status: 'Inactive' })
    const people = {
      mother: await t.make.guardianOf([lea.id], { firstname: 'Gina', lastname: 'Martin' }),
      stranger: await t.make.guardianOf([], { firstname: 'Sam', lastname: 'Newman' }),
      racer: await t.make.guardianOf([], { firstname: 'Rita', lastname: 'Racer' }),
      observer: await t.make.guardianOf([lea.id], { firstname: 'Obi', observer: true }),
      teacher: await t.make.staff('TEACHER', { sectionId: sA }),
      director: await t.make.staff('DIRECTOR', { schoolId: world.schoolId }),
    }
    for (const [who, user] of Object.entries(people)) {
      ids[who] = user.id
      cookies[who] = await t.login(user.email!)
    }
    Object.assign(ids, { lea: lea.id, tom: tom.id, gone: gone.id })
  })
  afterAll(async () => t?.close())

  it('answers the child info of a key, whatever its case (§3, §5: input is lowercased)', async () => {
    const key = await keyOf(ids.tom!)
    expect(key).toMatch(/^[a-z0-9_]{8}$/)
    const res = await lookup('mother', key.toUpperCase())
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ childInfo: { firstname: 'Tom', lastname: 'Petit' } })
  })

  it('answers CHILD_KEY_INVALID alike for an unknown key and the key of an inactive child (§8)', async () => {
    const unknown = await lookup('mother', 'zz_none_')
    const inactive = await lookup('mother', await keyOf(ids.gone!))
    for (const res of [unknown, inactive]) {
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ errorCode: 'CHILD_KEY_INVALID' })
    }
    expect(inactive.body).toBe(unknown.body)
    expect((await add('mother', 'zz_none_')).json()).toMatchObject({ errorCode: 'CHILD_KEY_INVALID' })
  })

  it('refuses a malformed key with VALIDATION_ERROR (§5: 8 letters, digits or underscores)', async () => {
    for (const code of ['short', 'abcd-123', 'abcdefghi', 'abcdéf12']) {
      const res = await lookup('mother', code)
      expect(res.statusCode, code).toBe(400)
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' })
    }
    const noRelationship = await post('mother', 'links', { code: 'abcd_123', profile: { referent: true } })
    expect(noRelationship.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' })
  })

  it('answers CHILD_ALREADY_LINKED for a child already on the account, on lookup and add (§8)', async () => {
    const key = await keyOf(ids.lea!)
    for (const res of [await lookup('mother', key), await add('mother', key)]) {
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ errorCode: 'CHILD_ALREADY_LINKED' })
    }
  })

  it('adds the child with the relationship and referent chosen; the child is then in the scope (§7)', async () => {
    const key = await keyOf(ids.tom!)
    expect((await me('stranger')).meta.familyScope.childIds).toEqual([])
    const res = await add('stranger', key, { referent: true, relationship: 'GrandFather' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toEqual({ child: { id: ids.tom, firstname: 'Tom', lastname: 'Petit' } })

    const [link] = await t.database.db
      .select()
      .from(guardianships)
      .where(and(eq(guardianships.guardianId, ids.stranger!), eq(guardianships.childId, ids.tom!)))
    expect(link).toMatchObject({ relationship: 'GrandFather', referent: true })
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, ids.stranger!), eq(auditLog.action, 'childKeys.add')))
    expect(audited?.targets).toMatchObject({ childId: ids.tom, relationship: 'GrandFather', referent: true })

    // The next request's actor has the child: the scope selector lists it and may switch to it.
    expect((await me('stranger')).meta.familyScope.childIds).toEqual([ids.tom])
    const switched = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/me/scope',
      payload: { childId: ids.tom },
      headers: { cookie: cookies.stranger! },
    })
    expect(switched.statusCode, switched.body).toBe(200)
    expect(switched.json<Me>().current.childId).toBe(ids.tom)

    // A second add of the same key is refused, and the key still works for other guardians.
    expect((await add('stranger', key)).json()).toMatchObject({ errorCode: 'CHILD_ALREADY_LINKED' })
    expect((await lookup('mother', key)).statusCode).toBe(200)
  })

  it('lets one of two simultaneous adds of the same key through', async () => {
    const [tomKey] = await t.database.db
      .select({ key: childKeys.key })
      .from(childKeys)
      .where(eq(childKeys.childId, ids.tom!))
    const answers = await Promise.all([add('racer', tomKey!.key), add('racer', tomKey!.key)])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409])
  })

  it('is for guardians only: observers get FORBIDDEN_OBSERVER, staff FORBIDDEN (§6)', async () => {
    const key = await keyOf(ids.tom!)
    for (const res of [await lookup('observer', key), await add('observer', key)]) {
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN_OBSERVER' })
    }
    for (const who of ['teacher', 'director']) {
      const res = await add(who, key)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN' })
    }
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/child-keys/lookup',
      payload: { code: key },
    })
    expect(anonymous.statusCode).toBe(401)
  })

  it('counts lookups and adds per guardian: TOO_MANY_REQUESTS past the limit, for an hour', async () => {
    await resetTries('mother')
    for (let i = 0; i < childKeyLimits.perUser; i++) {
      expect((await lookup('mother', `guess${String(i).padStart(3, '0')}`)).statusCode).toBe(400)
    }
    const key = await keyOf(ids.tom!)
    const blocked = await lookup('mother', key)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS' })
    expect((await add('mother', key)).statusCode).toBe(429)
    // Another guardian is not held up by this one's tries.
    expect((await lookup('director', key)).statusCode).toBe(403)
    t.clock.advance(childKeyLimits.windowMs)
    expect((await lookup('mother', key)).statusCode).toBe(200)
  })
})
