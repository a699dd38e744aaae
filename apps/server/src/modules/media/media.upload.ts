import { eq } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import { uuidv7 } from 'uuidv7'
import { AppError } from '@nido/domain/errors'
import type { MediaKind } from '@nido/domain/enums/media'
import { multipartMaxParts, multipartMinPartSize, type UploadStart } from '@nido/domain/contracts/media'
import { mediaFileRuleOf, uploadMaxBytes, type MediaFileRule } from '@nido/domain/rules/media-files'
import type { Db, Queryable } from '../../db/client'
import { media, mediaUploads } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import type { UploadTarget } from '../../platform/storage'
import { findMedia, findOwnPending, isPendingKey } from './media.queries'
import { checkQuota, countUpload, uploadSchoolId } from './media.quota'
import { signGrant, uploadTtlSeconds, verifyGrant } from './media.signing'

// Spec 000 §7 media calls. The flow (docs/media.md): start an upload (a pending
// media row and a pre-signed PUT URL, or a multipart upload and URLs per part), PUT the bytes to
// the storage driver, complete (media.complete.ts: the content is checked against the extension,
// images processed), then other modules attach the ready file to their rows (media.attach.ts).

/** Kinds whose files are avatars or logos: pictures only. */
const pictureKinds: ReadonlySet<MediaKind> = new Set([
  'user',
  'section',
  'group',
  'school',
  'school-public-image',
])

/** Kinds whose files are a paper (a proof, a document a family hands in): a PDF or a photo of it. */
const proofKinds: ReadonlySet<MediaKind> = new Set(['household-resource', 'input-document'])

/** Default part size of a multipart upload; raised when the file would need too many parts. */
const defaultPartSize = 8 * 1024 * 1024
/** How long a multipart upload may take before its parts are refused. */
const multipartTtlMs = 24 * 3_600_000

const signedUploadPath = (token: string) => `/api/v1/media/blobs?t=${token}`

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
  if (proofKinds.has(input.kind) && rule.type !== 'IMAGE' && rule.mime !== 'application/pdf')
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

/** The actor's own multipart upload, still open; otherwise NOT_FOUND. */
export async function ownMultipart(db: Db, actor: Actor, now: Date, mediaId: string) {
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
