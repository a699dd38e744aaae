import { AppError } from '@nido/domain/errors'
import type { MediaKind } from '@nido/domain/enums/media'
import type { MediaSize } from '@nido/domain/contracts/media'
import type { Db } from '../../db/client'
import type { Actor } from '../../platform/actor'
import type { AppDeps } from '../../platform/deps'
import { avatarIdOf, findMedia, type MediaRow } from './media.queries'
import { readExpiry, signGrant, verifyGrant } from './media.signing'
import { mayRead, type MediaRules } from './media.visibility'

// Spec 000 §7 media calls, reading (docs/media.md): a signed URL to a ready file the actor may
// read (media.visibility.ts), an avatar's, a public file's, and the bytes behind a signed URL
// when the local driver serves them.

/**
 * Kinds shown without a session (a school's public page, its logo): the public URL call serves
 * only these, and only once attached.
 */
const publicKinds: ReadonlySet<MediaKind> = new Set(['school-public-image', 'school', 'group'])

const signedFilePath = (token: string) => `/api/v1/media/files?t=${token}`

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
