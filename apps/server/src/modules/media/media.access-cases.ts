import { Readable } from 'node:stream'
import { uuidv7 } from 'uuidv7'
import { contracts } from '@nido/domain/contracts/index'
import type { MediaKind } from '@nido/domain/enums/media'
import { media, mediaUploads, users } from '../../db/schema/index'
import type { AccessCase, FixtureName, MatrixWorld } from '../../test/matrix'
import { signGrant } from './media.signing'

// Every signed-in profile uploads and reads the files it may see; a file outside
// the actor's reach answers 404 (ARCHITECTURE §4). Observers upload only their avatar (403
// FORBIDDEN_OBSERVER otherwise). The signed routes are public: the token is the authorization.

const m = contracts.media

/** A 1×1 PNG: enough bytes for the content check and sharp. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const ownerOf = (w: MatrixWorld, who: FixtureName) =>
  who === 'anonymous' ? w.ids.users.teacherA1s1 : w.ids.users[who]

interface Seed {
  kind?: MediaKind
  status?: 'pending' | 'ready'
  attachedId?: string | null
  /** Store the bytes (a pending upload whose PUT already happened). */
  bytes?: boolean
}

/** A media row of `ownerId` with its bytes in the test app's storage. */
async function seedFile(w: MatrixWorld, ownerId: string, seed: Seed = {}) {
  const id = uuidv7()
  const storageKey = `${seed.status === 'pending' ? 'uploads' : 'media'}/${id}/matrix`
  await w.app.database.db.insert(media).values({
    id,
    ownerId,
    kind: seed.kind ?? 'post',
    type: 'IMAGE',
    storageKey,
    mimeType: 'image/png',
    fileName: 'matrix.png',
    size: tinyPng.length,
    status: seed.status ?? 'ready',
    attachedId: seed.attachedId ?? null,
  })
  if (seed.bytes ?? seed.status !== 'pending') await w.app.deps.storage.put(storageKey, tinyPng, 'image/png')
  return { id, storageKey }
}

/** A pending multipart upload of one part, that part already stored; returns its ETag. */
async function seedMultipart(w: MatrixWorld, ownerId: string) {
  const { id, storageKey } = await seedFile(w, ownerId, { status: 'pending', bytes: false })
  const storage = w.app.deps.storage
  const uploadId = await storage.createMultipart(storageKey, 'image/png')
  const { etag } = await storage.receive(
    { key: storageKey, uploadId, partNumber: 1 },
    Readable.from([tinyPng]),
    1e6,
  )
  await w.app.database.db.insert(mediaUploads).values({
    mediaId: id,
    storageUploadId: uploadId,
    partCount: 1,
    expiresAt: new Date(w.app.clock.now().getTime() + 3_600_000),
  })
  return { id, etag }
}

const signedFile = (w: MatrixWorld, key: string) =>
  signGrant(
    w.app.deps.secret,
    { op: 'get', key, type: 'image/png' },
    new Date(w.app.clock.now().getTime() + 3_600_000),
  )

const signedUpload = (w: MatrixWorld, key: string) =>
  signGrant(
    w.app.deps.secret,
    { op: 'put', key, max: 1e6 },
    new Date(w.app.clock.now().getTime() + 3_600_000),
  )

const signedIn = { anonymous: 401, others: 200 } as const
const ownOnly = { anonymous: 401, others: 404 } as const
const start = (kind: MediaKind, fileName: string, size = 100) => ({ payload: { kind, fileName, size } })

/** A body of raw bytes, as the web's upload sends it to the local driver's signed URL. */
const rawBytes = {
  payload: Buffer.from('not a picture'),
  headers: { 'content-type': 'application/octet-stream' },
}

export const accessCases: AccessCase[] = [
  {
    route: m.presign,
    request: () => start('post', 'photo.jpg'),
    expect: { anonymous: 401, observerA1s1: 403, others: 201 },
  },
  {
    route: m.presign,
    name: 'an avatar (observers too)',
    request: () => start('user', 'me.png'),
    expect: { anonymous: 401, others: 201 },
  },
  {
    route: m.presign,
    name: 'a type outside spec 000 §3',
    request: () => start('post', 'setup.exe'),
    expect: { anonymous: 401, observerA1s1: 403, others: 415 },
  },
  {
    route: m.complete,
    name: 'my upload',
    request: async (w, who) => ({
      params: { mediaId: (await seedFile(w, ownerOf(w, who), { status: 'pending', bytes: true })).id },
    }),
    expect: signedIn,
  },
  {
    route: m.complete,
    name: 'someone else’s upload',
    request: async (w) => ({
      params: { mediaId: (await seedFile(w, w.ids.childA1s2, { status: 'pending', bytes: true })).id },
    }),
    expect: ownOnly,
  },
  {
    route: m.multipartCreate,
    request: () => start('gallery', 'film.mp4', 20 * 1024 * 1024),
    expect: { anonymous: 401, observerA1s1: 403, others: 201 },
  },
  {
    route: m.multipartParts,
    name: 'my upload',
    request: async (w, who) => ({
      params: { mediaId: (await seedMultipart(w, ownerOf(w, who))).id },
      payload: { partNumbers: [1] },
    }),
    expect: signedIn,
  },
  {
    route: m.multipartParts,
    name: 'someone else’s upload',
    request: async (w) => ({
      params: { mediaId: (await seedMultipart(w, w.ids.childA1s2)).id },
      payload: { partNumbers: [1] },
    }),
    expect: ownOnly,
  },
  {
    route: m.multipartComplete,
    name: 'my upload',
    request: async (w, who) => {
      const { id, etag } = await seedMultipart(w, ownerOf(w, who))
      return { params: { mediaId: id }, payload: { parts: [{ partNumber: 1, etag }] } }
    },
    expect: signedIn,
  },
  {
    route: m.multipartComplete,
    name: 'someone else’s upload',
    request: async (w) => {
      const { id, etag } = await seedMultipart(w, w.ids.childA1s2)
      return { params: { mediaId: id }, payload: { parts: [{ partNumber: 1, etag }] } }
    },
    expect: ownOnly,
  },
  {
    route: m.abort,
    name: 'my upload',
    request: async (w, who) => ({
      params: { mediaId: (await seedFile(w, ownerOf(w, who), { status: 'pending' })).id },
    }),
    expect: { anonymous: 401, others: 204 },
  },
  {
    route: m.abort,
    name: 'someone else’s upload',
    request: async (w) => ({
      params: { mediaId: (await seedFile(w, w.ids.childA1s2, { status: 'pending' })).id },
    }),
    expect: ownOnly,
  },
  {
    // The signature is the only key: whoever holds it stores the bytes (their content is checked
    // when the upload completes; media.test.ts).
    route: m.putObject,
    name: 'a valid signature',
    request: async (w) => {
      const { storageKey } = await seedFile(w, w.ids.users.teacherA1s1, { status: 'pending' })
      return { query: { t: signedUpload(w, storageKey) }, ...rawBytes }
    },
    expect: { others: 200 },
  },
  {
    route: m.putObject,
    name: 'a forged signature',
    request: async (w) => {
      const { storageKey } = await seedFile(w, w.ids.users.teacherA1s1, { status: 'pending' })
      return { query: { t: `${signedUpload(w, storageKey)}x` }, ...rawBytes }
    },
    expect: { others: 404 },
  },
  {
    // docs/security.md "Cross-site requests": the bytes come as application/octet-stream only.
    route: m.putObject,
    name: 'a valid signature, the body sent as JSON',
    request: async (w) => {
      const { storageKey } = await seedFile(w, w.ids.users.teacherA1s1, { status: 'pending' })
      return { query: { t: signedUpload(w, storageKey) }, payload: {} }
    },
    expect: { others: 415 },
  },
  {
    route: m.url,
    name: 'my file',
    request: async (w, who) => ({
      params: { mediaId: (await seedFile(w, ownerOf(w, who))).id },
      query: { size: 'thumb' },
    }),
    expect: signedIn,
  },
  {
    route: m.url,
    name: 'someone else’s unattached file',
    request: async (w) => ({ params: { mediaId: (await seedFile(w, w.ids.childA1s2)).id } }),
    expect: ownOnly,
  },
  {
    route: m.url,
    name: 'someone’s avatar',
    request: async (w) => {
      const owner = w.ids.childA1s2
      return { params: { mediaId: (await seedFile(w, owner, { kind: 'user', attachedId: owner })).id } }
    },
    expect: signedIn,
  },
  {
    route: m.download,
    name: 'my file',
    request: async (w, who) => ({ params: { mediaId: (await seedFile(w, ownerOf(w, who))).id } }),
    expect: signedIn,
  },
  {
    route: m.download,
    name: 'someone else’s unattached file',
    request: async (w) => ({ params: { mediaId: (await seedFile(w, w.ids.childA1s2)).id } }),
    expect: ownOnly,
  },
  {
    route: m.avatar,
    name: 'a user with an avatar',
    request: async (w) => {
      const owner = w.ids.users.guardianB1
      const { id } = await seedFile(w, owner, { kind: 'user', attachedId: owner })
      const { eq } = await import('drizzle-orm')
      await w.app.database.db.update(users).set({ avatarMediaId: id }).where(eq(users.id, owner))
      return { params: { userId: owner }, query: { size: '50', maId: id } }
    },
    expect: signedIn,
  },
  {
    route: m.avatar,
    name: 'a user without one',
    request: (w) => ({ params: { userId: w.ids.childA1s2 } }),
    expect: ownOnly,
  },
  {
    route: m.publicUrl,
    name: 'an attached public image',
    request: async (w) => {
      const { id } = await seedFile(w, w.ids.users.directorA1, {
        kind: 'school-public-image',
        attachedId: w.ids.schoolA1,
      })
      return {
        params: { mediaId: id },
        query: { imageQualityPercent: '90', imageHeight: '75', imageWidth: '75' },
      }
    },
    expect: { others: 200 },
  },
  {
    route: m.publicUrl,
    name: 'a post picture',
    request: async (w) => ({
      params: { mediaId: (await seedFile(w, w.ids.users.directorA1, { attachedId: w.ids.schoolA1 })).id },
    }),
    expect: { others: 404 },
  },
  {
    route: m.file,
    name: 'a valid signature',
    request: async (w) => ({ query: { t: signedFile(w, (await seedFile(w, w.ids.childA1s2)).storageKey) } }),
    expect: { others: 200 },
  },
  {
    route: m.file,
    name: 'a forged signature',
    request: async (w) => ({
      query: { t: signedFile(w, (await seedFile(w, w.ids.childA1s2)).storageKey).replace(/.$/, '') },
    }),
    expect: { others: 404 },
  },
  {
    route: m.setAvatar,
    name: 'my picture',
    request: async (w, who) => ({
      payload: { mediaId: (await seedFile(w, ownerOf(w, who), { kind: 'user' })).id },
    }),
    expect: signedIn,
  },
  {
    route: m.setAvatar,
    name: 'someone else’s picture',
    request: async (w) => ({
      payload: { mediaId: (await seedFile(w, w.ids.childA1s2, { kind: 'user' })).id },
    }),
    expect: ownOnly,
  },
]
