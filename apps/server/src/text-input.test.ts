import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { allRoutes } from '@nido/domain/contracts/index'
import { buildPath } from '@nido/domain/contracts/define'
import { createTestApp, type TestApp } from './test/app'
import type { World } from './test/factories'

// docs/security.md "Input": a control character in a text query answers 400 (a NUL used to reach
// PostgreSQL and answer 500), and names and titles refuse control and bidirectional override
// characters (packages/domain/src/rules/plain-text.ts).
describe('text input (docs/security.md, Input)', () => {
  let t: TestApp
  let world: World
  let director: string

  beforeAll(async () => {
    t = await createTestApp()
    world = await t.make.world()
    const user = await t.make.staff('DIRECTOR', { schoolId: world.schoolId })
    director = await t.login(user.email!)
  })
  afterAll(() => t.close())

  const get = (url: string, query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, query, headers: { cookie: director } })

  it.each([
    ['/api/v1/news', { newsContent: 'a\u0000b' }],
    ['/api/v1/news', { newsContent: 'line\nbreak' }],
    ['/api/v1/contacts', { schoolId: '', q: 'a\u0000b' }],
    ['/api/v1/chat/channels', { q: 'a\u0000b' }],
    ['/api/v1/chat/recipients', { q: 'a\u0000b' }],
  ])('%s %j answers 400 VALIDATION_ERROR', async (url, query) => {
    const q = 'schoolId' in query ? { ...query, schoolId: world.schoolId } : query
    const res = await get(url, q)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' })
  })

  it('never answers 500 to a NUL in any query field of any read', async () => {
    const child = await t.make.child(world.sectionIds[0])
    const guardian = await t.login((await t.make.guardianOf([child.id])).email!)
    const failures: string[] = []
    for (const route of allRoutes) {
      if (route.method !== 'GET' || !(route.query instanceof z.ZodObject)) continue
      const url = buildPath(route.path, new Proxy({}, { get: () => child.id }))
      for (const field of Object.keys(route.query.shape))
        for (const cookie of [director, guardian]) {
          const res = await t.app.inject({
            method: 'GET',
            url,
            query: { [field]: 'a\u0000b' },
            headers: { cookie },
          })
          if (res.statusCode >= 500) failures.push(`${route.path} ?${field}: ${res.statusCode}`)
        }
    }
    expect(failures).toEqual([])
  })

  it('still searches with ordinary words', async () => {
    expect((await get('/api/v1/news', { newsContent: 'pique-nique' })).statusCode).toBe(200)
    expect((await get('/api/v1/chat/channels', { q: 'Léa' })).statusCode).toBe(200)
  })

  const patchAccount = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'PATCH', url: '/api/v1/account', payload: body, headers: { cookie: director } })

  it.each([
    { firstname: 'Tom\u202eexe.txt' },
    { lastname: '\u2066Martin\u2069' },
    { firstname: 'Tom\u0000' },
    { jobTitle: 'Head\tteacher' },
  ])('an account name %j answers 400', async (body) => {
    const res = await patchAccount(body)
    expect(res.statusCode, res.body).toBe(400)
    expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' })
  })

  it('keeps right-to-left names with their marks', async () => {
    const res = await patchAccount({ firstname: 'مريم\u200f', lastname: 'Martin' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ profile: { firstname: 'مريم\u200f' } })
  })

  it.each(['photo\u202egpj.exe', 'report\u2066.pdf', 'tab\t.jpg'])(
    'refuses the file name %j of an upload',
    async (fileName) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/media/uploads',
        payload: { kind: 'post', fileName, size: 10 },
        headers: { cookie: director },
      })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json<{ details: { path: string }[] }>().details[0]?.path).toBe('body.fileName')
    },
  )

  it('refuses a bidirectional override in a poll question and an option', async () => {
    const base = {
      schoolId: world.schoolId,
      targets: [{ type: 'School', id: world.schoolId }],
      question: 'Picnic?',
      supportsMultiple: false,
      closesAt: null,
      options: ['Yes', 'No'],
    }
    for (const body of [
      { ...base, question: 'Picnic\u202e?' },
      { ...base, options: ['Yes', 'N\u202do'] },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/polls',
        payload: body,
        headers: { cookie: director },
      })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json<{ details: { path: string }[] }>().details[0]?.path).toMatch(
        /^body\.(question|options)/,
      )
    }
  })
})
