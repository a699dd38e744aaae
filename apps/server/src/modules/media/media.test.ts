import { readFile } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import exifr from 'exifr'
import sharp from 'sharp'
import type { MediaKind } from '@nido/domain/enums/media'
import { limits } from '@nido/domain/limits'
import { auditLog, media, users } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import { heif, jpegWithGps, pdf, png, windowsProgram } from '../../test/fixtures/media'
import { attachMedia } from './media.attach'
import { abandonedAfterMs, sweepAbandonedUploads } from './media.sweep'

// Spec 000 §3/§7 (docs/media.md): uploads by pre-signed URL (single and multipart) into the
// local driver, checks of type and size, image processing with real sharp, signed reading URLs.
describe('media (spec 000 §3 and §7)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) })

  async function teacher() {
    const world = await t.make.world()
    const user = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    return { world, user, cookie: await t.login(user.email!) }
  }

  /** Presign and PUT the bytes where told: an upload not completed yet. */
  async function presignAndPut(cookie: string, fileName: string, bytes: Buffer, kind: MediaKind = 'post') {
    const start = await call('POST', '/api/v1/media/uploads', cookie, { kind, fileName, size: bytes.length })
    expect(start.statusCode, start.body).toBe(201)
    const { mediaId, upload: target } = start.json()
    const put = await t.app.inject({
      method: 'PUT',
      url: target.url,
      headers: target.headers,
      payload: bytes,
    })
    expect(put.statusCode, put.body).toBe(200)
    return { mediaId: mediaId as string, target }
  }

  /** Presign, PUT the bytes where told, complete: the browser's single-upload path. */
  async function upload(cookie: string, fileName: string, bytes: Buffer, kind: MediaKind = 'post') {
    const { mediaId, target } = await presignAndPut(cookie, fileName, bytes, kind)
    const done = await call('POST', `/api/v1/media/uploads/${mediaId}/complete`, cookie)
    return { mediaId, done, target }
  }

  const fetchUrl = (url: string) => t.app.inject({ method: 'GET', url })

  it('strips the GPS position and other metadata from a photo but keeps its capture date', async () => {
    const { cookie } = await teacher()
    const original = await jpegWithGps()
    expect((await exifr.gps(original))?.latitude).toBeCloseTo(48.857, 2)
    const { mediaId, done } = await upload(cookie, 'Sortie au parc.JPG', original)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toMatchObject({
      id: mediaId,
      type: 'IMAGE',
      status: 'ready',
      mimeType: 'image/jpeg',
      fileName: 'Sortie au parc.JPG',
      width: 640,
      height: 480,
      // 10:20:30 at UTC+02:00 (OffsetTimeOriginal)
      takenAt: '2026-05-01T08:20:30.000Z',
    })
    const [row] = await t.database.db.select().from(media).where(eq(media.id, mediaId))
    expect(row!.takenAt?.toISOString()).toBe('2026-05-01T08:20:30.000Z')

    for (const size of ['original', 'large', 'thumb'] as const) {
      const url = (await call('GET', `/api/v1/media/${mediaId}/url?size=${size}`, cookie)).json().mediaUrl
      const file = await fetchUrl(url)
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('image/jpeg')
      expect(file.headers['x-content-type-options']).toBe('nosniff')
      expect(await exifr.gps(file.rawPayload).catch(() => undefined)).toBeUndefined()
      const meta = await sharp(file.rawPayload).metadata()
      expect(meta.exif).toBeUndefined()
      if (size === 'thumb') expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(480)
    }
  })

  it('makes the three avatar sizes of spec 000 §3 and saves the avatar of /account', async () => {
    const { user, world, cookie } = await teacher()
    const { mediaId, done } = await upload(cookie, 'me.png', await png(400, 300), 'user')
    expect(done.statusCode, done.body).toBe(200)
    const saved = await call('PUT', '/api/v1/media/avatar', cookie, { mediaId })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({ avatarMediaId: mediaId })
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id))
    expect(row!.avatarMediaId).toBe(mediaId)
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'media.setAvatar')))
    expect(audited).toHaveLength(1)

    // Any signed-in user sees it, in each size.
    const guardian = await t.make.user('GUARDIAN')
    const guardianCookie = await t.login(guardian.email!)
    void world
    for (const size of [50, 75, 150]) {
      const res = await call(
        'GET',
        `/api/v1/media/avatars/${user.id}?size=${size}&maId=${mediaId}`,
        guardianCookie,
      )
      expect(res.statusCode, res.body).toBe(200)
      const meta = await sharp((await fetchUrl(res.json().mediaUrl)).rawPayload).metadata()
      expect([meta.width, meta.height, meta.format]).toEqual([size, size, 'jpeg'])
    }
    expect((await call('GET', `/api/v1/media/avatars/${user.id}`)).statusCode).toBe(401)
    expect((await call('GET', `/api/v1/media/avatars/${guardian.id}`, cookie)).statusCode).toBe(404)

    // Removing it detaches the file: its owner still reads it, others no longer.
    expect((await call('PUT', '/api/v1/media/avatar', cookie, { mediaId: null })).json()).toEqual({
      avatarMediaId: null,
    })
    expect((await call('GET', `/api/v1/media/${mediaId}/url`, guardianCookie)).statusCode).toBe(404)
    expect((await call('GET', `/api/v1/media/${mediaId}/url`, cookie)).statusCode).toBe(200)
  })

  it('refuses a document as an avatar, and someone else’s upload', async () => {
    const { cookie } = await teacher()
    const other = await teacher()
    const res = await call('POST', '/api/v1/media/uploads', cookie, {
      kind: 'user',
      fileName: 'cv.pdf',
      size: 100,
    })
    expect(res.json().errorCode).toBe('RESOURCE_ATTACHMENT_NOT_SUPPORTED')
    const { mediaId } = await upload(other.cookie, 'me.png', await png(), 'user')
    expect((await call('PUT', '/api/v1/media/avatar', cookie, { mediaId })).statusCode).toBe(404)
  })

  it('converts a HEIC photo to JPEG', async () => {
    const { cookie } = await teacher()
    const { done } = await upload(cookie, 'IMG_0042.HEIC', await heif())
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toMatchObject({
      mimeType: 'image/jpeg',
      fileName: 'IMG_0042.jpg',
      width: 320,
      height: 240,
    })
  })

  it('converts a real HEVC-coded HEIC photo, as phones take them, to JPEG without its metadata', async () => {
    // hevc-photo.heic: 64×48, made once by libheif's heif-enc (x265) from a JPEG carrying a capture
    // date and a GPS position; sharp's own build cannot decode HEVC, heic-convert does.
    const original = await readFile(new URL('../../test/fixtures/hevc-photo.heic', import.meta.url))
    const { cookie } = await teacher()
    const { mediaId, done } = await upload(cookie, 'IMG_0043.HEIC', original)
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toMatchObject({
      mimeType: 'image/jpeg',
      fileName: 'IMG_0043.jpg',
      width: 64,
      height: 48,
      // 10:11:12 with no offset in the EXIF: read as UTC (docs/media.md)
      takenAt: '2026-05-04T10:11:12.000Z',
    })
    const url = (await call('GET', `/api/v1/media/${mediaId}/url`, cookie)).json().mediaUrl
    const file = await fetchUrl(url)
    expect(file.headers['content-type']).toBe('image/jpeg')
    const meta = await sharp(file.rawPayload).metadata()
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 64, 48, undefined])
    expect(await exifr.gps(file.rawPayload).catch(() => undefined)).toBeUndefined()
  })

  it('refuses a program renamed as a picture, and drops its bytes', async () => {
    const { cookie } = await teacher()
    const { mediaId, done } = await upload(cookie, 'holiday.jpg', windowsProgram())
    expect(done.statusCode).toBe(415)
    expect(done.json().errorCode).toBe('MEDIA_CONTENT_MISMATCH')
    expect(await t.database.db.select().from(media).where(eq(media.id, mediaId))).toHaveLength(0)
  })

  it('refuses a type that is not in spec 000 §3', async () => {
    const { cookie } = await teacher()
    const res = await call('POST', '/api/v1/media/uploads', cookie, {
      kind: 'post',
      fileName: 'setup.exe',
      size: 10,
    })
    expect(res.statusCode).toBe(415)
    expect(res.json().errorCode).toBe('MEDIA_TYPE_NOT_ALLOWED')
  })

  it('refuses an oversize file, declared or sent', async () => {
    const { cookie } = await teacher()
    const max = limits.media.uploadMaxBytes.IMAGE
    const declared = await call('POST', '/api/v1/media/uploads', cookie, {
      kind: 'post',
      fileName: 'big.jpg',
      size: max + 1,
    })
    expect(declared.statusCode).toBe(413)
    expect(declared.json().errorCode).toBe('PAYLOAD_TOO_LARGE')

    // Declared small, sent large: the signed upload stops at the type's limit.
    const start = await call('POST', '/api/v1/media/uploads', cookie, {
      kind: 'post',
      fileName: 'liar.jpg',
      size: 100,
    })
    const { upload: target } = start.json()
    const put = await t.app.inject({
      method: 'PUT',
      url: target.url,
      headers: target.headers,
      payload: Buffer.alloc(max + 1),
    })
    expect(put.statusCode).toBe(413)
    expect(put.json().errorCode).toBe('PAYLOAD_TOO_LARGE')
  })

  it('sweeps uploads nobody completed once they cannot be completed any more, and nothing else', async () => {
    const { cookie } = await teacher()
    const bytes = await png()
    const { mediaId: single } = await presignAndPut(cookie, 'left.png', bytes)
    const multipart = await call('POST', '/api/v1/media/multipart', cookie, {
      kind: 'folder',
      fileName: 'half.pdf',
      size: 6 * 1024 * 1024,
    })
    expect(multipart.statusCode, multipart.body).toBe(201)
    const { mediaId: multi } = multipart.json()
    const { mediaId: kept } = await upload(cookie, 'kept.png', bytes)
    const rowsOf = async (ids: string[]) =>
      (await t.database.db.select({ id: media.id, key: media.storageKey }).from(media)).filter((r) =>
        ids.includes(r.id),
      )
    const [singleRow] = await rowsOf([single])
    expect(await t.deps.storage.stat(singleRow!.key)).not.toBeNull()

    // Still completable: nothing of these goes.
    await sweepAbandonedUploads(t.deps, new Date())
    expect((await rowsOf([single, multi, kept])).map((r) => r.id).sort()).toEqual(
      [single, multi, kept].sort(),
    )

    // Two days on: the two abandoned ones go, bytes included; the completed file stays readable.
    expect(
      await sweepAbandonedUploads(t.deps, new Date(Date.now() + abandonedAfterMs + 60_000)),
    ).toBeGreaterThanOrEqual(2)
    expect((await rowsOf([single, multi, kept])).map((r) => r.id)).toEqual([kept])
    expect(await t.deps.storage.stat(singleRow!.key)).toBeNull()
    expect((await call('GET', `/api/v1/media/${kept}/url`, cookie)).statusCode).toBe(200)
  })

  it('round-trips a multipart upload and downloads it under its name', async () => {
    const { cookie } = await teacher()
    const bytes = pdf(11 * 1024 * 1024 + 123)
    const created = await call('POST', '/api/v1/media/multipart', cookie, {
      kind: 'folder',
      fileName: 'Règlement intérieur.pdf',
      size: bytes.length,
      partSize: 5 * 1024 * 1024,
    })
    expect(created.statusCode, created.body).toBe(201)
    const { mediaId, partSize, partCount } = created.json()
    expect([partSize, partCount]).toEqual([5 * 1024 * 1024, 3])
    const signed = await call('POST', `/api/v1/media/multipart/${mediaId}/parts`, cookie, {
      partNumbers: [1, 2, 3],
    })
    expect(signed.statusCode, signed.body).toBe(200)
    const parts = []
    for (const part of signed.json().parts as Array<{
      partNumber: number
      url: string
      headers: Record<string, string>
    }>) {
      const chunk = bytes.subarray((part.partNumber - 1) * partSize, part.partNumber * partSize)
      const put = await t.app.inject({ method: 'PUT', url: part.url, headers: part.headers, payload: chunk })
      expect(put.statusCode, put.body).toBe(200)
      parts.push({ partNumber: part.partNumber, etag: put.json().etag as string })
    }
    // A missing part is refused; all three complete it.
    const partial = await call('POST', `/api/v1/media/multipart/${mediaId}/complete`, cookie, {
      parts: parts.slice(0, 2),
    })
    expect(partial.statusCode).toBe(400)
    const done = await call('POST', `/api/v1/media/multipart/${mediaId}/complete`, cookie, {
      parts: parts.reverse(),
    })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toMatchObject({ type: 'DOCUMENT', mimeType: 'application/pdf', size: bytes.length })

    const link = await call('GET', `/api/v1/media/${mediaId}/download`, cookie)
    const file = await fetchUrl(link.json().mediaUrl)
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="R_glement int_rieur.pdf"; filename*=UTF-8''${encodeURIComponent('Règlement intérieur.pdf')}`,
    )
    expect(file.rawPayload.equals(bytes)).toBe(true)
  })

  it('refuses a tampered or expired signed URL, and a second PUT after completion', async () => {
    const { cookie } = await teacher()
    const { mediaId, target } = await upload(cookie, 'a.png', await png())
    const url: string = (await call('GET', `/api/v1/media/${mediaId}/url`, cookie)).json().mediaUrl
    expect((await fetchUrl(url)).statusCode).toBe(200)
    // The same file asked twice within the hour gets the same URL (browser cache).
    expect((await call('GET', `/api/v1/media/${mediaId}/url`, cookie)).json().mediaUrl).toBe(url)

    const [payload, signature] = url.slice(url.indexOf('?t=') + 3).split('.') as [string, string]
    const forged = JSON.parse(Buffer.from(payload, 'base64url').toString())
    forged.key = forged.key.replace('large', 'original')
    forged.exp += 86_400
    const base = url.slice(0, url.indexOf('?t=') + 3)
    // The first character: the last one of a base64url HMAC carries padding bits a decoder drops.
    const flip = (s: string) => (s.startsWith('A') ? 'B' : 'A') + s.slice(1)
    for (const bad of [
      `${base}${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`,
      `${base}${payload}.${flip(signature)}`,
      `${base}${payload}`,
      `${base}not-a-token`,
    ]) {
      const res = await fetchUrl(bad)
      expect(res.statusCode, bad).toBe(404)
    }

    // Completed: the upload URL cannot overwrite the checked, stripped file.
    const again = await t.app.inject({
      method: 'PUT',
      url: target.url,
      headers: target.headers,
      payload: windowsProgram(),
    })
    expect(again.statusCode).toBe(404)

    t.clock.advance(2 * 3_600_000 + 1000)
    try {
      expect((await fetchUrl(url)).statusCode).toBe(404)
    } finally {
      t.clock.advance(-(2 * 3_600_000 + 1000))
    }
  })

  it('answers 404 for another user’s private file', async () => {
    const owner = await teacher()
    const colleague = await t.make.staff('DIRECTOR', { schoolId: owner.world.schoolId })
    const colleagueCookie = await t.login(colleague.email!)
    const { mediaId } = await upload(owner.cookie, 'private.png', await png())
    expect((await call('GET', `/api/v1/media/${mediaId}/url`, owner.cookie)).statusCode).toBe(200)
    for (const path of [`/api/v1/media/${mediaId}/url`, `/api/v1/media/${mediaId}/download`]) {
      const res = await call('GET', path, colleagueCookie)
      expect(res.statusCode).toBe(404)
      expect(res.json().errorCode).toBe('NOT_FOUND')
    }
    // Pending uploads are nobody else's business either.
    expect(
      (await call('POST', `/api/v1/media/uploads/${mediaId}/complete`, colleagueCookie)).statusCode,
    ).toBe(404)
    // An unregistered kind stays owner-only even once attached.
    await t.database.db.transaction((tx) =>
      attachMedia(
        tx,
        { userId: owner.user.id },
        { mediaIds: [mediaId], kind: 'post', attachedId: owner.world.schoolId },
      ),
    )
    const [row] = await t.database.db.select().from(media).where(eq(media.id, mediaId))
    expect(row!.attachedId).toBe(owner.world.schoolId)
  })

  it('gives a public URL only for an attached public image', async () => {
    const { cookie, user, world } = await teacher()
    const { mediaId } = await upload(cookie, 'facade.jpg', await jpegWithGps(800, 600), 'school-public-image')
    const path = `/api/v1/media/${mediaId}/public-url?imageQualityPercent=90&imageHeight=75&imageWidth=75`
    expect((await call('GET', path)).statusCode).toBe(404)
    await t.database.db.transaction((tx) =>
      attachMedia(
        tx,
        { userId: user.id },
        { mediaIds: [mediaId], kind: 'school-public-image', attachedId: world.schoolId },
      ),
    )
    const res = await call('GET', path)
    expect(res.statusCode, res.body).toBe(200)
    const image = await fetchUrl(res.json().mediaUrl)
    expect(image.statusCode).toBe(200)
    expect((await sharp(image.rawPayload).metadata()).format).toBe('jpeg')
    // A post picture is never public.
    const post = await upload(cookie, 'p.png', await png())
    expect((await call('GET', `/api/v1/media/${post.mediaId}/public-url`)).statusCode).toBe(404)
  })

  it('cancels an upload, and lets observers upload only their avatar', async () => {
    const { cookie } = await teacher()
    const start = await call('POST', '/api/v1/media/uploads', cookie, {
      kind: 'post',
      fileName: 'x.png',
      size: 10,
    })
    const { mediaId } = start.json()
    expect((await call('DELETE', `/api/v1/media/uploads/${mediaId}`, cookie)).statusCode).toBe(204)
    expect((await call('POST', `/api/v1/media/uploads/${mediaId}/complete`, cookie)).statusCode).toBe(404)

    const world = await t.make.world()
    const observer = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] }, { observer: true })
    const oc = await t.login(observer.email!)
    const post = await call('POST', '/api/v1/media/uploads', oc, {
      kind: 'post',
      fileName: 'x.png',
      size: 10,
    })
    expect(post.json().errorCode).toBe('FORBIDDEN_OBSERVER')
    const avatar = await call('POST', '/api/v1/media/uploads', oc, {
      kind: 'user',
      fileName: 'x.png',
      size: 10,
    })
    expect(avatar.statusCode).toBe(201)
  })
})
