import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../test/app'

// docs/administration-settings.md "In-app messages": super admins write them; the HTML is
// sanitised on write; what they write is what users are shown (spec 000 §4).
describe('in-app messages administration', () => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-18T09:30:00Z' })
    admin = await t.login((await t.make.user('SUPER_ADMIN')).email!)
  })
  afterAll(async () => t.close())

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
  const call = (method: Method, url: string, cookie: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    })
  const base = '/api/v1/in-app-messages/admin'
  const input = (over: Record<string, unknown> = {}) => ({
    contentHtml: { en: '<p>Hello <strong>all</strong></p>', fr: '<p>Bonjour</p>' },
    button: { en: { title: 'Read', url: 'https://example.test/en' } },
    profileTypes: ['GUARDIAN'],
    startsAt: '2026-11-18T08:00:00.000Z',
    endsAt: null,
    ...over,
  })

  it('creates a message that the users of its profile types see at once', async () => {
    const created = await call('POST', base, admin, input())
    expect(created.statusCode).toBe(201)
    const id = created.json().id
    const world = await t.make.world()
    const guardian = await t.make.guardianOf([(await t.make.child(world.sectionIds[0])).id])
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const seen = await call('GET', '/api/v1/in-app-messages', await t.login(guardian.email!))
    expect(seen.json().items).toContainEqual(
      expect.objectContaining({ id, contentHtml: '<p>Hello <strong>all</strong></p>' }),
    )
    const notSeen = await call('GET', '/api/v1/in-app-messages', await t.login(teacher.email!))
    expect(notSeen.json().items.map((m: { id: string }) => m.id)).not.toContain(id)
  })

  it('sanitises the HTML of every language on write', async () => {
    const res = await call(
      'POST',
      base,
      admin,
      input({
        contentHtml: {
          en: '<p onclick="steal()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:alert(1)">x</a>',
          de: '<script>alert(1)</script>',
        },
      }),
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().contentHtml.en).toBe(
      '<p>Hi</p><a target="_blank" rel="noopener noreferrer nofollow">x</a>',
    )
    // A language left empty by sanitising is dropped.
    expect(res.json().contentHtml).not.toHaveProperty('de')
  })

  it('refuses a message without English, or ending before it starts (VALIDATION_ERROR)', async () => {
    for (const body of [
      input({ contentHtml: { fr: '<p>Bonjour</p>' } }),
      input({ contentHtml: { en: '<script>x</script>' } }),
      input({ endsAt: '2026-11-18T07:00:00.000Z' }),
      input({ profileTypes: ['NOBODY'] }),
      input({ contentHtml: { en: '<p>a\u0000b</p>' } }),
      input({ button: { en: { title: 'Go', url: 'javascript:alert(1)' } } }),
    ]) {
      const res = await call('POST', base, admin, body)
      expect(res.statusCode).toBe(400)
      expect(res.json().errorCode).toBe('VALIDATION_ERROR')
    }
  })

  it('edits, ends and deletes, each audited', async () => {
    const id = (await call('POST', base, admin, input())).json().id
    const edited = await call('PUT', `${base}/${id}`, admin, input({ profileTypes: null }))
    expect(edited.statusCode).toBe(200)
    expect(edited.json().profileTypes).toBeNull()
    const ended = await call('POST', `${base}/${id}/end`, admin)
    expect(ended.statusCode).toBe(200)
    expect(ended.json().endsAt).toBe('2026-11-18T09:30:00.000Z')
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const seen = await call('GET', '/api/v1/in-app-messages', await t.login(teacher.email!))
    expect(seen.json().items.map((m: { id: string }) => m.id)).not.toContain(id)
    expect((await call('DELETE', `${base}/${id}`, admin)).statusCode).toBe(204)
    expect((await call('DELETE', `${base}/${id}`, admin)).statusCode).toBe(404)
    const audit = await call('GET', `/api/v1/audit?action=inAppMessages.admin.`, admin)
    const mine = audit
      .json()
      .items.filter((e: { targets: { inAppMessageId?: string } }) => e.targets.inAppMessageId === id)
    expect(mine.map((e: { action: string }) => e.action)).toEqual([
      'inAppMessages.admin.delete',
      'inAppMessages.admin.end',
      'inAppMessages.admin.update',
      'inAppMessages.admin.create',
    ])
  })

  it('lists in keyset pages, latest start first, without repeats', async () => {
    for (const day of ['01', '02', '03'])
      await call('POST', base, admin, input({ startsAt: `2030-01-${day}T00:00:00.000Z` }))
    const first = await call('GET', `${base}?limit=2`, admin)
    expect(first.json().items.map((m: { startsAt: string }) => m.startsAt)).toEqual([
      '2030-01-03T00:00:00.000Z',
      '2030-01-02T00:00:00.000Z',
    ])
    const second = await call('GET', `${base}?limit=2&cursor=${first.json().nextCursor}`, admin)
    expect(second.json().items[0].startsAt).toBe('2030-01-01T00:00:00.000Z')
  })

  it('refuses group admins and other profiles (403)', async () => {
    const world = await t.make.world()
    const groupAdmin = await t.make.staff('GROUP_ADMIN', { groupId: world.groupId })
    const res = await call('POST', base, await t.login(groupAdmin.email!), input())
    expect(res.statusCode).toBe(403)
  })
})
