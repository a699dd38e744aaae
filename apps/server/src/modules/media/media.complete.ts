import { and, eq } from 'drizzle-orm'
import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import { AppError } from '@nido/domain/errors'
import type { MediaItem } from '@nido/domain/contracts/media'
import { mediaFileRuleOf, uploadMaxBytes } from '@nido/domain/rules/media-files'
import { media, mediaUploads } from '../../db/schema/index'
import type { Actor } from '../../platform/actor'
import { audit } from '../../platform/audit'
import type { AppDeps } from '../../platform/deps'
import { contentMatches, processImage, sniffBytes } from './media.processing'
import { BoxTreeError, isoBmffExtensions, moveWithoutLocation } from './media.video-location'
import { findOwnPending, type MediaRow } from './media.queries'
import { checkQuota } from './media.quota'
import { ownMultipart } from './media.upload'

// Spec 000 §7 media calls, the end of an upload (docs/media.md): completing checks the content
// against the extension, processes images and moves the file to the key it is served from;
// aborting drops the pending row and its bytes. Starting an upload is media.upload.ts.

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
