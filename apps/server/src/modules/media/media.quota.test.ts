import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { randomUUID } from 'node:crypto'
import { limits } from '@nido/domain/limits'
import { media } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { png } from '../../test/fixtures/media'
import { attachMedia } from './media.attach'
import { sweepUnattachedFiles, unattachedGraceMs } from './media.sweep'

// Quotas per user and per school, the upload rate, and the sweep of completed files that nothing
// holds (docs/media.md "Quotas and upload rate", docs/security.md "Media, consent and uploads").
describe('media quotas, upload rate and unattached files', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  const call = (url: string, cookie: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) })
  const start = (cookie: string, size: number, fileName = 'photo.png') =>
    call('/api/v1/media/uploads', cookie, { kind: 'gallery', fileName, size })

  async function someone(profile: 'TEACHER' | 'CHILD' = 'TEACHER') {
    // A child signs in only under a childrenLogin brand.
    const world = await t.make.world(profile === 'CHILD' ? { variant: 'childrenLogin' } : {})
    const user =
      profile === 'CHILD'
        ? await t.make.child(world.sectionIds[0], { email: `child.${randomUUID()}@example.test` })
        : await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    return { world, user, cookie: await t.login(user.email!) }
  }

  /** A stored file of `size` bytes already counted against an owner and a school. */
  async function stored(ownerId: string, schoolId: string | null, size: number) {
    await t.database.db.insert(media).values({
      ownerId,
      schoolId,
      kind: 'gallery',
      type: 'IMAGE',
      storageKey: `test/${randomUUID()}`,
      mimeType: 'image/jpeg',
      fileName: 'big.jpg',
      size,
      status: 'ready',
    })
  }

  it('refuses an upload past the user’s quota, a child’s account included', async () => {
    const { user, cookie } = await someone('CHILD')
    await stored(user.id, null, limits.media.quotaBytesPerUser - 1000)
    const refused = await start(cookie, 2000)
    expect(refused.statusCode).toBe(413)
    expect(refused.json()).toMatchObject({ errorCode: 'STORAGE_QUOTA_EXCEEDED', details: { scope: 'user' } })
    expect((await start(cookie, 500)).statusCode).toBe(201)
    // The pending 500 bytes count too: two uploads started together cannot both pass.
    expect((await start(cookie, 600)).statusCode).toBe(413)
  })

  it('refuses an upload past the school’s quota, and not in another school', async () => {
    const { world, cookie } = await someone()
    const colleague = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    await stored(colleague.id, world.schoolId, limits.media.quotaBytesPerSchool - 1000)
    const refused = await start(cookie, 2000)
    expect(refused.statusCode).toBe(413)
    expect(refused.json()).toMatchObject({
      errorCode: 'STORAGE_QUOTA_EXCEEDED',
      details: { scope: 'school' },
    })
    const multipart = await call('/api/v1/media/multipart', cookie, {
      kind: 'folder',
      fileName: 'big.pdf',
      size: 6 * 1024 * 1024,
    })
    expect(multipart.json()).toMatchObject({ errorCode: 'STORAGE_QUOTA_EXCEEDED' })
    expect((await start((await someone()).cookie, 2000)).statusCode).toBe(201)
  })

  it('counts the real size at completion, not the declared one', async () => {
    const { user, cookie } = await someone()
    const bytes = await png()
    await stored(user.id, null, limits.media.quotaBytesPerUser - bytes.length + 10)
    const started = await start(cookie, 1)
    expect(started.statusCode, started.body).toBe(201)
    const { mediaId, upload } = started.json<{
      mediaId: string
      upload: { url: string; headers: Record<string, string> }
    }>()
    const put = await t.app.inject({
      method: 'PUT',
      url: upload.url,
      headers: upload.headers,
      payload: bytes,
    })
    expect(put.statusCode, put.body).toBe(200)
    const done = await call(`/api/v1/media/uploads/${mediaId}/complete`, cookie)
    expect(done.statusCode).toBe(413)
    expect(done.json().errorCode).toBe('STORAGE_QUOTA_EXCEEDED')
    expect(await t.database.db.select().from(media).where(eq(media.id, mediaId))).toEqual([])
  })

  it('limits the uploads a user starts in an hour (UPLOAD_RATE_LIMITED)', async () => {
    const { user, cookie } = await someone()
    expect((await start(cookie, 10)).statusCode).toBe(201)
    for (let i = 1; i < limits.media.uploadsPerHour; i++)
      await t.deps.rateLimits.hit(`media-upload:user:${user.id}`, 60 * 60_000)
    const refused = await start(cookie, 10)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().errorCode).toBe('UPLOAD_RATE_LIMITED')
    // Someone else is not held back, and the hour passes.
    expect((await start((await someone()).cookie, 10)).statusCode).toBe(201)
    t.clock.advance(60 * 60_000 + 1000)
    expect((await start(cookie, 10)).statusCode).toBe(201)
  })

  it('sweeps completed files nothing holds after the grace period, bytes included, and keeps attached ones', async () => {
    const { user, cookie } = await someone()
    const bytes = await png()
    const uploadOne = async () => {
      const started = (await start(cookie, bytes.length)).json<{
        mediaId: string
        upload: { url: string; headers: Record<string, string> }
      }>()
      await t.app.inject({
        method: 'PUT',
        url: started.upload.url,
        headers: started.upload.headers,
        payload: bytes,
      })
      const done = await call(`/api/v1/media/uploads/${started.mediaId}/complete`, cookie)
      expect(done.statusCode, done.body).toBe(200)
      return started.mediaId
    }
    const loose = await uploadOne()
    const held = await uploadOne()
    await t.database.db.transaction((tx) =>
      attachMedia(tx, { userId: user.id }, { mediaIds: [held], kind: 'gallery', attachedId: randomUUID() }),
    )
    const rowOf = async (id: string) => (await t.database.db.select().from(media).where(eq(media.id, id)))[0]
    const looseRow = (await rowOf(loose))!
    const now = t.clock.now().getTime()

    expect(await sweepUnattachedFiles(t.deps, new Date(now + unattachedGraceMs - 60_000))).toBe(0)
    expect(await rowOf(loose)).toBeDefined()

    expect(
      await sweepUnattachedFiles(t.deps, new Date(now + unattachedGraceMs + 60_000)),
    ).toBeGreaterThanOrEqual(1)
    expect(await rowOf(loose)).toBeUndefined()
    expect(await t.deps.storage.stat(looseRow.storageKey)).toBeNull()
    for (const key of Object.values(looseRow.variants)) expect(await t.deps.storage.stat(key)).toBeNull()
    expect(await rowOf(held)).toMatchObject({ status: 'ready' })
  })
})
