import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { media } from '../../db/schema/index'
import { createTestApp, type TestApp } from '../../test/app'
import {
  box,
  fixturePlace,
  fixtureSamples,
  fixtureXmpLatitude,
  topLevelTypes,
  videoWithLocation,
} from '../../test/fixtures/mp4'
import { backfillVideoLocation } from './media.location-backfill'
import { applyPatches, BoxTreeError, locationPatches } from './media.video-location'

// Decision 0018, docs/media.md "Videos": a video's recording place is gone from the stored file
// before anything serves it, and from every path that hands the file out.

/** Every way the fixture writes the place; none may be left in a served file. */
const traces = [fixturePlace, '+48.8584', fixtureXmpLatitude, 'ISO6709', 'GPSLatitude', '\u00a9xyz', 'loci']

function expectNoLocation(file: Buffer): void {
  for (const trace of traces) {
    expect(file.includes(Buffer.from(trace, 'utf8')), trace).toBe(false)
    expect(file.includes(Buffer.from(trace, 'latin1')), trace).toBe(false)
  }
}

const readFrom = (file: Buffer) => (start: number, end: number) =>
  Promise.resolve(file.subarray(start, end + 1))

/** Streams the file through the patches in chunks of `chunk` bytes (patches straddle chunks). */
async function patched(file: Buffer, chunk: number): Promise<Buffer> {
  const patches = await locationPatches(readFrom(file), file.length)
  const parts: Buffer[] = []
  for (let at = 0; at < file.length; at += chunk) parts.push(file.subarray(at, at + chunk))
  const out: Buffer[] = []
  for await (const piece of Readable.from(parts).pipe(applyPatches(patches))) out.push(piece as Buffer)
  return Buffer.concat(out)
}

describe('video location stripping (decision 0018)', () => {
  it('turns every metadata box into a free box of the same size, whatever the chunking', async () => {
    const original = videoWithLocation()
    // The fixture does carry the place, in each of its forms.
    for (const trace of [fixturePlace, fixtureXmpLatitude, 'ISO6709'])
      expect(original.includes(Buffer.from(trace))).toBe(true)
    const whole = await patched(original, original.length)
    for (const chunk of [1, 7, 64, 333]) expect((await patched(original, chunk)).equals(whole)).toBe(true)
    expectNoLocation(whole)
    // No offset moved: same length, same top-level layout with the XMP box freed, same samples.
    expect(whole.length).toBe(original.length)
    expect(topLevelTypes(original)).toEqual(['ftyp', 'moov', 'uuid', 'mdat'])
    expect(topLevelTypes(whole)).toEqual(['ftyp', 'moov', 'free', 'mdat'])
    expect(whole.subarray(whole.length - fixtureSamples.length).equals(fixtureSamples)).toBe(true)
    // The movie header (the capture instant) and the track are kept; the user data and meta are free.
    const moovAt = original.readUInt32BE(0)
    expect(topLevelTypes(whole.subarray(moovAt + 8, moovAt + whole.readUInt32BE(moovAt)))).toEqual([
      'mvhd',
      'trak',
      'free',
      'free',
    ])
    const mvhd = original.indexOf('mvhd')
    expect(whole.subarray(mvhd, mvhd + 104).equals(original.subarray(mvhd, mvhd + 104))).toBe(true)
  })

  it('leaves a file without metadata as it is', async () => {
    const plain = Buffer.concat([box('ftyp', Buffer.from('isom\0\0\x02\0isom')), box('mdat', fixtureSamples)])
    expect(await locationPatches(readFrom(plain), plain.length)).toEqual([])
  })

  it('refuses a tree whose boxes run past the file', async () => {
    const cut = videoWithLocation().subarray(0, 200)
    await expect(locationPatches(readFrom(cut), cut.length)).rejects.toBeInstanceOf(BoxTreeError)
    const lying = Buffer.from(videoWithLocation())
    const moovAt = lying.readUInt32BE(0)
    lying.writeUInt32BE(4, moovAt) // smaller than its own header
    await expect(locationPatches(readFrom(lying), lying.length)).rejects.toBeInstanceOf(BoxTreeError)
  })
})

describe('videos served without their location (decision 0018, docs/media.md)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(async () => t.close())

  type Method = 'GET' | 'POST' | 'PUT'
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) })

  async function upload(cookie: string, fileName: string, bytes: Buffer) {
    const start = await call('POST', '/api/v1/media/uploads', cookie, {
      kind: 'gallery',
      fileName,
      size: bytes.length,
    })
    expect(start.statusCode, start.body).toBe(201)
    const { mediaId, upload: target } = start.json<{
      mediaId: string
      upload: { url: string; headers: Record<string, string> }
    }>()
    const put = await t.app.inject({
      method: 'PUT',
      url: target.url,
      headers: target.headers,
      payload: bytes,
    })
    expect(put.statusCode, put.body).toBe(200)
    const done = await call('POST', `/api/v1/media/uploads/${mediaId}/complete`, cookie)
    return { mediaId, done }
  }

  async function served(mediaId: string, cookie: string): Promise<Buffer> {
    const signed = await call('GET', `/api/v1/media/${mediaId}/url?size=original`, cookie)
    expect(signed.statusCode, signed.body).toBe(200)
    const file = await t.app.inject({ method: 'GET', url: signed.json<{ mediaUrl: string }>().mediaUrl })
    expect(file.statusCode).toBe(200)
    return file.rawPayload
  }

  it('strips an MP4 and a MOV at completion, at the media URL and in the photos-of-my-child zip', async () => {
    const world = await t.make.world()
    const section = world.sectionIds[0]
    const teacher = await t.make.staff('TEACHER', { sectionId: section })
    const cookie = await t.login(teacher.email!)
    const child = await t.make.child(section)
    const guardian = await t.make.guardianOf([child.id], { referent: true })
    const guardianCookie = await t.login(guardian.email!)

    const ids: string[] = []
    for (const [name, brand] of [
      ['clip.mp4', 'isom'],
      ['IMG_0042.MOV', 'qt  '],
    ] as const) {
      const original = videoWithLocation(brand)
      const { mediaId, done } = await upload(cookie, name, original)
      expect(done.statusCode, done.body).toBe(200)
      expect(done.json()).toMatchObject({ type: 'VIDEO', status: 'ready', size: original.length })
      const file = await served(mediaId, cookie)
      expect(file.length).toBe(original.length)
      expectNoLocation(file)
      expect(file.includes(fixtureSamples)).toBe(true)
      ids.push(mediaId)
    }

    const album = await call('POST', '/api/v1/galleries', cookie, {
      title: 'Park',
      targets: [{ targetType: 'Section', targetId: section }],
      mediaIds: ids,
    })
    expect(album.statusCode, album.body).toBe(201)
    for (const id of ids) {
      const tagged = await call('PUT', `/api/v1/photo-tags/${id}`, cookie, { childIds: [child.id] })
      expect(tagged.statusCode, tagged.body).toBe(200)
    }
    expectNoLocation(await served(ids[0]!, guardianCookie))
    const zip = await call('GET', `/api/v1/children/${child.id}/photos/archive`, guardianCookie)
    expect(zip.statusCode).toBe(200)
    // Entries are stored uncompressed: the videos' bytes are in the zip as they are served.
    expect(zip.rawPayload.includes(fixtureSamples)).toBe(true)
    expectNoLocation(zip.rawPayload)
  })

  it('catches up on videos stored before the check, once, through its job', async () => {
    const world = await t.make.world()
    const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
    const cookie = await t.login(teacher.email!)
    const original = videoWithLocation('qt  ')
    const oldKey = `media/${randomUUID()}/legacy/original.mov`
    await t.deps.storage.put(oldKey, original, 'video/quicktime')
    // As a completion before decision 0018 left it: served as uploaded, never checked.
    const [legacy] = await t.database.db
      .insert(media)
      .values({
        ownerId: teacher.id,
        schoolId: world.schoolId,
        kind: 'gallery',
        type: 'VIDEO',
        storageKey: oldKey,
        mimeType: 'video/quicktime',
        fileName: 'IMG_0001.MOV',
        size: original.length,
        status: 'ready',
      })
      .returning({ id: media.id })
    const id = legacy!.id
    expect((await served(id, cookie)).includes(Buffer.from(fixturePlace))).toBe(true)

    expect(await t.app.jobs.runDue()).toContain('media.location-backfill')
    const [row] = await t.database.db.select().from(media).where(eq(media.id, id))
    expect(row!.locationCheckedAt).not.toBeNull()
    expect(row!.storageKey).not.toBe(oldKey)
    expect(await t.deps.storage.stat(oldKey)).toBeNull()
    const file = await served(id, cookie)
    expect(file.length).toBe(original.length)
    expectNoLocation(file)

    // Checked once: the next run leaves it alone.
    const key = row!.storageKey
    expect(await backfillVideoLocation(t.deps, t.deps.clock.now())).toBe(0)
    const [again] = await t.database.db.select().from(media).where(eq(media.id, id))
    expect(again!.storageKey).toBe(key)
  })

  it('refuses a video whose box tree cannot be walked, and drops it', async () => {
    const { cookie } = await (async () => {
      const world = await t.make.world()
      const teacher = await t.make.staff('TEACHER', { sectionId: world.sectionIds[0] })
      return { cookie: await t.login(teacher.email!) }
    })()
    const broken = Buffer.from(videoWithLocation())
    broken.writeUInt32BE(broken.length * 2, broken.readUInt32BE(0)) // the movie box runs past the end
    const { mediaId, done } = await upload(cookie, 'broken.mp4', broken)
    expect(done.statusCode, done.body).toBe(415)
    expect(done.json()).toMatchObject({ errorCode: 'MEDIA_CONTENT_MISMATCH' })
    expect(await t.database.db.select().from(media).where(eq(media.id, mediaId))).toEqual([])
  })
})
