import { and, eq } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import { uuidv7 } from 'uuidv7'
import { AppError } from '@nido/domain/errors'
import type { MediaKind, MediaType } from '@nido/domain/enums/media'
import {
  multipartMaxParts,
  multipartMinPartSize,
  type MediaItem,
  type MediaSize,
  type UploadStart,
} from '@nido/domain/contracts/media'
import { mediaFileRuleOf, uploadMaxBytes, type MediaFileRule } from '@nido/domain/rules/media-files'
import type { Db, Queryable } from '../../db/client'
import { media, mediaUploads, users } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import type { UploadTarget } from '../../platform/storage'
import { attachMedia, detachMedia } from './media.attach'
import { contentMatches, processImage, sniffBytes } from './media.processing'
import { BoxTreeError, isoBmffExtensions, moveWithoutLocation } from './media.video-location'
import { avatarIdOf, findMedia, findOwnPending, isPendingKey, type MediaRow } from './media.queries'
import { checkQuota, countUpload, uploadSchoolId } from './media.quota'
import { readExpiry, signGrant, uploadTtlSeconds, verifyGrant } from './media.signing'
import { mayRead, type MediaRules } from './media.visibility'

// Spec 000 §7 media calls. The flow (docs/media.md): start an upload (a pending
// media row and a pre-signed PUT URL, or a multipart upload and URLs per part), PUT the bytes to
// the storage driver, complete (the content is checked against the extension, images processed),
// then other modules attach the ready file to their rows (media.attach.ts).

/** Kinds whose files are avatars or logos: pictures only. */
const pictureKinds: ReadonlySet<MediaKind> = new Set([
  'user',
  'section',
  'group',
  'school',
  'school-public-image',
])

/**
 * Kinds shown without a session (a school's public page, its logo): the public URL call serves
 * only these, and only once attached.
 */
const publicKinds: ReadonlySet<MediaKind> = new Set(['school-public-image', 'school', 'group'])

/** Default part size of a multipart upload; raised when the file would need too many parts. */
const defaultPartSize = 8 * 1024 * 1024
/** How long a multipart upload may take before its parts are refused. */
const multipartTtlMs = 24 * 3_600_000

const signedUploadPath = (token: string) => `/api/v1/media/blobs?t=${token}`
const signedFilePath = (token: string) => `/api/v1/media/files?t=${token}`

// ---------------------------------------------------------------------------------------------
// Starting an upload

interface Checked {
  rule: MediaFileRule
  ext: string
  max: number
}

/** Spec 000 §3: the type comes from the extension; the limits table caps the size per type. */
function checkStart(actor: Actor, input: UploadStart): Checked {
  // Spec 000 §6: observers are read-only, except for their own avatar (a personal change).
  if (actor.observer && input.kind !== 'user') throw new AppError('FORBIDDEN_OBSERVER')
  const rule = mediaFileRuleOf(input.fileName)
  if (!rule) throw new AppError('MEDIA_TYPE_NOT_ALLOWED')
  if (pictureKinds.has(input.kind) && rule.type !== 'IMAGE')
    throw new AppError('RESOURCE_ATTACHMENT_NOT_SUPPORTED')
  const max = uploadMaxBytes(rule.type)
  if (input.size > max) throw new AppError('PAYLOAD_TOO_LARGE', { maxBytes: max })
  const ext = input.fileName.slice(input.fileName.lastIndexOf('.') + 1).toLowerCase()
  return { rule, ext, max }
}

/** Upload keys are never the keys files are served from (see `finish`). */
const uploadKey = (id: string) => `uploads/${id}/${randomBytes(8).toString('hex')}`

async function insertPending(db: Queryable, actor: Actor, input: UploadStart, checked: Checked, id: string) {
  const schoolId = uploadSchoolId(actor)
  await checkQuota(db, { ownerId: actor.userId, schoolId, bytes: input.size })
  await db.insert(media).values({
    id,
    ownerId: actor.userId,
    schoolId,
    kind: input.kind,
    type: checked.rule.type,
    storageKey: uploadKey(id),
    mimeType: checked.rule.mime,
    fileName: input.fileName,
    size: input.size,
    status: 'pending',
  })
  const row = await findMedia(db, id)
  if (!row) throw new AppError('INTERNAL_ERROR')
  return row
}

/** The URL a browser PUTs bytes to: the bucket's own (S3) or our signed route (local). */
async function uploadUrl(
  deps: AppDeps,
  now: Date,
  target: UploadTarget,
  max: number,
): Promise<{ url: string; method: 'PUT'; headers: Record<string, string> }> {
  const direct = await deps.storage.presignUpload(target, uploadTtlSeconds)
  if (direct) return { url: direct, method: 'PUT', headers: {} }
  const token = signGrant(
    deps.secret,
    {
      op: 'put',
      key: target.key,
      max,
      ...(target.uploadId ? { uploadId: target.uploadId, part: target.partNumber } : {}),
    },
    new Date(now.getTime() + uploadTtlSeconds * 1000),
  )
  return {
    url: signedUploadPath(token),
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
  }
}

export async function startUpload(deps: AppDeps, actor: Actor, now: Date, input: UploadStart) {
  const checked = checkStart(actor, input)
  await countUpload(deps.rateLimits, actor)
  const id = uuidv7()
  const db = deps.database.db
  const row = await db.transaction(async (tx) => {
    const inserted = await insertPending(tx, actor, input, checked, id)
    await audit(tx, actor, 'media.presign', { mediaId: id, kind: input.kind })
    return inserted
  })
  return {
    mediaId: id,
    upload: await uploadUrl(deps, now, { key: row.storageKey }, checked.max),
    expiresAt: new Date(now.getTime() + uploadTtlSeconds * 1000).toISOString(),
  }
}

export async function startMultipart(
  deps: AppDeps,
  actor: Actor,
  now: Date,
  input: UploadStart & { partSize?: number | undefined },
) {
  const checked = checkStart(actor, input)
  await countUpload(deps.rateLimits, actor)
  // Before the storage opens a multipart upload (insertPending checks again in the transaction).
  await checkQuota(deps.database.db, {
    ownerId: actor.userId,
    schoolId: uploadSchoolId(actor),
    bytes: input.size,
  })
  // S3's rules: parts of at least 5 MiB except the last, at most 10 000 parts.
  const partSize = Math.max(
    input.partSize ?? defaultPartSize,
    multipartMinPartSize,
    Math.ceil(input.size / multipartMaxParts),
  )
  const partCount = Math.ceil(input.size / partSize)
  const id = uuidv7()
  const key = uploadKey(id)
  const storageUploadId = await deps.storage.createMultipart(key, checked.rule.mime)
  const expiresAt = new Date(now.getTime() + multipartTtlMs)
  await deps.database.db.transaction(async (tx) => {
    await insertPending(tx, actor, input, checked, id)
    await tx.update(media).set({ storageKey: key }).where(eq(media.id, id))
    await tx.insert(mediaUploads).values({ mediaId: id, storageUploadId, partCount, expiresAt })
    await audit(tx, actor, 'media.multipartCreate', { mediaId: id, kind: input.kind, partCount })
  })
  return { mediaId: id, partSize, partCount, expiresAt: expiresAt.toISOString() }
}

async function ownMultipart(db: Db, actor: Actor, now: Date, mediaId: string) {
  const found = await findOwnPending(db, actor.userId, mediaId)
  if (!found?.upload || found.upload.expiresAt <= now) throw new AppError('NOT_FOUND')
  return { row: found.row, upload: found.upload }
}

export async function signParts(
  deps: AppDeps,
  actor: Actor,
  now: Date,
  mediaId: string,
  partNumbers: number[],
) {
  const { row, upload } = await ownMultipart(deps.database.db, actor, now, mediaId)
  if (partNumbers.some((n) => n > upload.partCount)) throw new AppError('VALIDATION_ERROR')
  // The largest part is partSize; the declared size over the part count bounds it from above.
  const max = Math.max(multipartMinPartSize, Math.ceil(row.size / upload.partCount) + multipartMinPartSize)
  const parts = []
  for (const partNumber of [...new Set(partNumbers)]) {
    const target = { key: row.storageKey, uploadId: upload.storageUploadId, partNumber }
    parts.push({ partNumber, ...(await uploadUrl(deps, now, target, max)) })
  }
  return { parts }
}

// ---------------------------------------------------------------------------------------------
// Receiving bytes (local driver)

export async function receiveBytes(deps: AppDeps, now: Date, token: string, body: unknown) {
  const grant = verifyGrant(deps.secret, token, now)
  if (!grant || grant.op !== 'put') throw new AppError('NOT_FOUND')
  if (!isReadable(body))
    throw new AppError('VALIDATION_ERROR', [{ path: 'body', message: 'application/octet-stream' }])
  // A completed file is never overwritten, even with a URL that has not expired yet.
  if (!(await isPendingKey(deps.database.db, grant.key))) throw new AppError('NOT_FOUND')
  const target: UploadTarget =
    grant.uploadId !== undefined && grant.part !== undefined
      ? { key: grant.key, uploadId: grant.uploadId, partNumber: grant.part }
      : { key: grant.key }
  try {
    const { etag } = await deps.storage.receive(target, body, grant.max)
    return { etag }
  } catch (error) {
    // A client that drops the connection mid-upload is not a server failure; it may retry.
    const code = (error as { code?: string }).code
    if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNRESET' || code === 'ECONNABORTED')
      throw new AppError('VALIDATION_ERROR', [{ path: 'body', message: 'Incomplete upload' }])
    throw error
  }
}

function isReadable(value: unknown): value is Readable {
  return typeof value === 'object' && value !== null && typeof (value as Readable).pipe === 'function'
}

// ---------------------------------------------------------------------------------------------
// Completing: check the content, process images, move to the final key

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Drops a refused upload (row and bytes) and throws the reason. */
async function refuse(
  deps: AppDeps,
  row: MediaRow,
  error: 'PAYLOAD_TOO_LARGE' | 'MEDIA_CONTENT_MISMATCH' | AppError,
): Promise<never> {
  await deps.storage.delete(row.storageKey)
  await deps.database.db.delete(media).where(eq(media.id, row.id))
  throw error instanceof AppError ? error : new AppError(error)
}

function toItem(row: MediaRow): MediaItem {
  return {
    id: row.id,
    kind: row.kind,
    type: row.type,
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
    status: row.status,
    width: row.width,
    height: row.height,
    takenAt: row.takenAt?.toISOString() ?? null,
  }
}

async function finish(deps: AppDeps, actor: Actor, row: MediaRow): Promise<MediaItem> {
  const rule = mediaFileRuleOf(row.fileName)
  if (!rule) throw new AppError('MEDIA_TYPE_NOT_ALLOWED')
  const stored = await deps.storage.stat(row.storageKey)
  if (!stored) throw new AppError('CONFLICT')
  const max = uploadMaxBytes(rule.type)
  if (stored.size > max) return refuse(deps, row, 'PAYLOAD_TOO_LARGE')
  // The quota again with the real size: the declared one was only the client's word.
  try {
    await checkQuota(deps.database.db, {
      ownerId: actor.userId,
      schoolId: row.schoolId,
      bytes: stored.size,
      exceptId: row.id,
    })
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return refuse(deps, row, error)
  }
  const head = await readAll(
    await deps.storage.get(row.storageKey, { start: 0, end: Math.min(stored.size, sniffBytes) - 1 }),
  )
  if (!(await contentMatches(rule, head))) return refuse(deps, row, 'MEDIA_CONTENT_MISMATCH')

  // Served keys differ from the upload key: a pre-signed PUT that has not expired yet can only
  // write to the upload key, never over the checked and stripped file.
  const folder = `media/${row.id}/${randomBytes(8).toString('hex')}`
  const ext = row.fileName.slice(row.fileName.lastIndexOf('.') + 1).toLowerCase()
  let changes: Partial<typeof media.$inferInsert>
  if (rule.type === 'IMAGE') {
    let processed
    try {
      processed = await processImage(await readAll(await deps.storage.get(row.storageKey)), ext, row.kind)
    } catch {
      // Not decodable as the image it claims to be.
      return refuse(deps, row, 'MEDIA_CONTENT_MISMATCH')
    }
    const key = `${folder}/original.${processed.original.ext}`
    await deps.storage.put(key, processed.original.body, processed.original.mime)
    const variants: Record<string, string> = {}
    for (const [name, body] of Object.entries(processed.variants)) {
      variants[name] = `${folder}/${name}.jpg`
      await deps.storage.put(variants[name], body, 'image/jpeg')
    }
    await deps.storage.delete(row.storageKey)
    // A HEIC photo is stored as JPEG: its name follows so that a download opens everywhere.
    const fileName =
      processed.original.ext === 'jpg' && ext === 'heic'
        ? row.fileName.replace(/\.heic$/i, '.jpg')
        : row.fileName
    changes = {
      storageKey: key,
      mimeType: processed.original.mime,
      fileName,
      size: processed.original.body.length,
      variants,
      width: processed.width,
      height: processed.height,
      takenAt: processed.takenAt,
    }
  } else {
    const key = `${folder}/original.${ext}`
    if (isoBmffExtensions.has(ext)) {
      // Decision 0018: a video's recording place goes before anything can serve it.
      try {
        await moveWithoutLocation(deps.storage, row.storageKey, key, stored.size, row.mimeType)
      } catch (error) {
        if (error instanceof BoxTreeError) return refuse(deps, row, 'MEDIA_CONTENT_MISMATCH')
        throw error
      }
    } else await deps.storage.move(row.storageKey, key)
    const checked =
      rule.type === 'VIDEO' || rule.type === 'AUDIO' ? { locationCheckedAt: deps.clock.now() } : {}
    changes = { storageKey: key, size: stored.size, ...checked }
  }
  const ready = await deps.database.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(media)
      .set({ ...changes, status: 'ready', updatedAt: deps.clock.now() })
      .where(and(eq(media.id, row.id), eq(media.status, 'pending')))
      .returning()
    if (!updated) throw new AppError('CONFLICT')
    await tx.delete(mediaUploads).where(eq(mediaUploads.mediaId, row.id))
    await audit(tx, actor, 'media.complete', { mediaId: row.id, type: row.type })
    return updated
  })
  return toItem(ready)
}

export async function completeUpload(deps: AppDeps, actor: Actor, mediaId: string): Promise<MediaItem> {
  const found = await findOwnPending(deps.database.db, actor.userId, mediaId)
  if (!found) throw new AppError('NOT_FOUND')
  // A multipart upload completes through its own call, with its parts.
  if (found.upload) throw new AppError('CONFLICT')
  return finish(deps, actor, found.row)
}

export async function completeMultipart(
  deps: AppDeps,
  actor: Actor,
  now: Date,
  mediaId: string,
  parts: Array<{ partNumber: number; etag: string }>,
): Promise<MediaItem> {
  const { row, upload } = await ownMultipart(deps.database.db, actor, now, mediaId)
  const numbers = parts.map((p) => p.partNumber).sort((a, b) => a - b)
  if (numbers.length !== upload.partCount || numbers.some((n, i) => n !== i + 1))
    throw new AppError('VALIDATION_ERROR', [
      { path: 'body.parts', message: `Parts 1 to ${upload.partCount}` },
    ])
  await deps.storage.completeMultipart(row.storageKey, upload.storageUploadId, parts)
  return finish(deps, actor, row)
}

export async function abortUpload(deps: AppDeps, actor: Actor, mediaId: string): Promise<void> {
  const found = await findOwnPending(deps.database.db, actor.userId, mediaId)
  if (!found) throw new AppError('NOT_FOUND')
  if (found.upload) await deps.storage.abortMultipart(found.row.storageKey, found.upload.storageUploadId)
  await deps.storage.delete(found.row.storageKey)
  await deps.database.db.transaction(async (tx) => {
    await tx.delete(media).where(eq(media.id, mediaId))
    await audit(tx, actor, 'media.abort', { mediaId })
  })
}

// ---------------------------------------------------------------------------------------------
// Reading

/** The stored key and type of a size; a missing variant falls back to large, then the original. */
function pick(row: MediaRow, size: MediaSize | undefined): { key: string; type: string } {
  if (!size || size === 'original') return { key: row.storageKey, type: row.mimeType }
  const key = row.variants[size] ?? row.variants.large
  return key ? { key, type: 'image/jpeg' } : { key: row.storageKey, type: row.mimeType }
}

/** A signed URL: the bucket's own (S3) or our file route (local), stable within an hour. */
async function signedReadUrl(deps: AppDeps, now: Date, key: string, type: string, fileName?: string) {
  const expiresAt = readExpiry(now)
  const signingDate = new Date(expiresAt.getTime() - 2 * 3_600_000)
  const direct = await deps.storage.presignDownload(key, {
    expiresInSeconds: Math.round((expiresAt.getTime() - signingDate.getTime()) / 1000),
    contentType: type,
    signingDate,
    ...(fileName ? { fileName } : {}),
  })
  if (direct) return direct
  return signedFilePath(
    signGrant(deps.secret, { op: 'get', key, type, ...(fileName ? { name: fileName } : {}) }, expiresAt),
  )
}

/** A ready file the actor may read (media.visibility.ts), or NOT_FOUND. */
async function readable(
  db: Db,
  rules: MediaRules,
  actor: Actor,
  mediaId: string,
  now: Date,
): Promise<MediaRow> {
  const row = await findMedia(db, mediaId)
  if (!row || row.status !== 'ready' || !(await mayRead(db, rules, actor, row.id, now)))
    throw new AppError('NOT_FOUND')
  return row
}

export async function mediaUrl(
  deps: AppDeps,
  rules: MediaRules,
  actor: Actor,
  now: Date,
  mediaId: string,
  size?: MediaSize,
) {
  const row = await readable(deps.database.db, rules, actor, mediaId, now)
  const { key, type } = pick(row, size)
  return { mediaUrl: await signedReadUrl(deps, now, key, type) }
}

export async function downloadUrl(
  deps: AppDeps,
  rules: MediaRules,
  actor: Actor,
  now: Date,
  mediaId: string,
) {
  const row = await readable(deps.database.db, rules, actor, mediaId, now)
  return { mediaUrl: await signedReadUrl(deps, now, row.storageKey, row.mimeType, row.fileName) }
}

export async function avatarUrl(
  deps: AppDeps,
  rules: MediaRules,
  actor: Actor,
  now: Date,
  userId: string,
  size: '50' | '75' | '150',
) {
  const avatarId = await avatarIdOf(deps.database.db, userId)
  // No such user or no avatar: the web shows initials (spec 000 §3).
  if (!avatarId) throw new AppError('NOT_FOUND')
  return mediaUrl(deps, rules, actor, now, avatarId, size)
}

/** Spec 000 §7 public url (imageQualityPercent 90, imageHeight 75, imageWidth 75): the nearest size. */
export async function publicUrl(
  deps: AppDeps,
  now: Date,
  mediaId: string,
  box: { imageWidth?: number | undefined; imageHeight?: number | undefined },
) {
  const row = await findMedia(deps.database.db, mediaId)
  if (!row || row.status !== 'ready' || !publicKinds.has(row.kind) || !row.attachedId)
    throw new AppError('NOT_FOUND')
  const side = Math.max(box.imageWidth ?? 0, box.imageHeight ?? 0)
  const size: MediaSize =
    side === 0
      ? 'large'
      : side <= 50
        ? '50'
        : side <= 75
          ? '75'
          : side <= 150
            ? '150'
            : side <= 480
              ? 'thumb'
              : 'large'
  const { key, type } = pick(row, size)
  return { mediaUrl: await signedReadUrl(deps, now, key, type) }
}

/** The bytes behind a signed read URL. */
export async function openSignedFile(deps: AppDeps, now: Date, token: string) {
  const grant = verifyGrant(deps.secret, token, now)
  if (!grant || grant.op !== 'get') throw new AppError('NOT_FOUND')
  const stored = await deps.storage.stat(grant.key)
  if (!stored) throw new AppError('NOT_FOUND')
  return {
    body: await deps.storage.get(grant.key),
    size: stored.size,
    type: grant.type,
    fileName: grant.name,
    // Cached no longer than the URL lives.
    maxAgeSeconds: Math.max(0, Math.floor((grant.expiresAt.getTime() - now.getTime()) / 1000)),
  }
}

// ---------------------------------------------------------------------------------------------
// The user's avatar (/account)

export async function setAvatar(tx: Queryable, actor: Actor, mediaId: string | null) {
  if (mediaId) await attachMedia(tx, actor, { mediaIds: [mediaId], kind: 'user', attachedId: actor.userId })
  await detachMedia(tx, { kind: 'user', attachedId: actor.userId, keepIds: mediaId ? [mediaId] : [] })
  await tx.update(users).set({ avatarMediaId: mediaId }).where(eq(users.id, actor.userId))
  await audit(tx, actor, 'media.setAvatar', { mediaId })
  return { avatarMediaId: mediaId }
}

export type { MediaType }
