import { z } from 'zod'
import { isUnsafeName } from '../rules/plain-text'
import { mediaKinds, mediaTypes } from '../enums/media'
import { zMediaId, zMediaIdOut, zUserId } from '../ids'
import { defineRoute, type RouteDef } from './define'

// Spec 000 §7 "Media: GET url by id (optional size), user avatar (maId, userId, size), public url
// by id (imageQualityPercent 90, imageHeight 75, imageWidth 75), download, pre-signed upload,
// multipart create and complete. Response: mediaUrl." Nido adds the parts call, the
// signed file route (the local driver's "pre-signed" URLs point at it) and the avatar of /account.
// docs/media.md tells the whole flow.

/** The variants a URL may ask for; missing ones fall back to `large`, then to the original. */
export const mediaSizes = ['original', 'large', 'thumb', '50', '75', '150'] as const
export type MediaSize = (typeof mediaSizes)[number]

/** What other modules show next to an attachment (media.attach.ts `mediaSummaries`). */
export const zMediaSummary = z.object({
  id: z.string(),
  type: z.enum(mediaTypes),
  fileName: z.string(),
  mimeType: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The capture date of a photo (EXIF DateTimeOriginal), kept when the rest is stripped. */
  takenAt: z.string().nullable(),
})
export type MediaSummary = z.infer<typeof zMediaSummary>

export const zMediaItem = zMediaSummary.extend({
  kind: z.enum(mediaKinds),
  size: z.number().int(),
  status: z.enum(['pending', 'ready']),
})
export type MediaItem = z.infer<typeof zMediaItem>

const zFileName = z
  .string()
  .trim()
  .min(1)
  .max(255)
  // A name, never a path: the stored key is ours, but the name reaches Content-Disposition. No
  // control or bidirectional override either: "photo\u202Egpj.exe" would read "photoexe.jpg".
  .refine((s) => !/[/\\]/.test(s) && !isUnsafeName(s), 'Not a file name')

export const zUploadStart = z.object({
  kind: z.enum(mediaKinds),
  fileName: zFileName,
  /** Declared size in bytes; checked against the limits now and against the stored bytes later. */
  size: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
})
export type UploadStart = z.infer<typeof zUploadStart>

const zSignedUrl = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  /** Headers the upload must carry (the local driver wants application/octet-stream). */
  headers: z.record(z.string(), z.string()),
})

export const zUploadTicket = z.object({
  mediaId: zMediaIdOut,
  upload: zSignedUrl,
  expiresAt: z.string(),
})

export const zMultipartTicket = z.object({
  mediaId: zMediaIdOut,
  partSize: z.number().int(),
  partCount: z.number().int(),
  expiresAt: z.string(),
})

/** S3 refuses parts under 5 MiB (except the last) and more than 10 000 parts. */
export const multipartMinPartSize = 5 * 1024 * 1024
export const multipartMaxParts = 10_000

const zMediaParams = z.object({ mediaId: zMediaId })

export const mediaContract = {
  presign: defineRoute({
    action: 'media.presign',
    method: 'POST',
    path: '/api/v1/media/uploads',
    summary: 'Start a single upload: a media id and a pre-signed PUT URL (spec 000 §7)',
    auth: 'session',
    body: zUploadStart,
    response: zUploadTicket,
    successStatus: 201,
  }),
  complete: defineRoute({
    action: 'media.complete',
    method: 'POST',
    path: '/api/v1/media/uploads/:mediaId/complete',
    summary: 'Finish a single upload: check the content against the name, process images',
    auth: 'session',
    params: zMediaParams,
    response: zMediaItem,
  }),
  multipartCreate: defineRoute({
    action: 'media.multipartCreate',
    method: 'POST',
    path: '/api/v1/media/multipart',
    summary: 'Start a multipart upload of a large file (spec 000 §7 multipart create)',
    auth: 'session',
    body: zUploadStart.extend({
      /** Wished part size; the server raises it to S3's minimum or to fit the part count. */
      partSize: z.number().int().min(1).optional(),
    }),
    response: zMultipartTicket,
    successStatus: 201,
  }),
  multipartParts: defineRoute({
    action: 'media.multipartParts',
    method: 'POST',
    path: '/api/v1/media/multipart/:mediaId/parts',
    summary: 'Pre-signed PUT URLs for some parts of a multipart upload',
    auth: 'session',
    params: zMediaParams,
    body: z.object({ partNumbers: z.array(z.number().int().min(1).max(multipartMaxParts)).min(1).max(100) }),
    response: z.object({ parts: z.array(zSignedUrl.extend({ partNumber: z.number().int() })) }),
  }),
  multipartComplete: defineRoute({
    action: 'media.multipartComplete',
    method: 'POST',
    path: '/api/v1/media/multipart/:mediaId/complete',
    summary: 'Finish a multipart upload (spec 000 §7 multipart complete) with every part’s ETag',
    auth: 'session',
    params: zMediaParams,
    body: z.object({
      parts: z
        .array(
          z.object({ partNumber: z.number().int().min(1).max(multipartMaxParts), etag: z.string().max(200) }),
        )
        .min(1)
        .max(multipartMaxParts),
    }),
    response: zMediaItem,
  }),
  abort: defineRoute({
    action: 'media.abort',
    method: 'DELETE',
    path: '/api/v1/media/uploads/:mediaId',
    summary: 'Cancel an upload that is not complete yet (its bytes are dropped)',
    auth: 'session',
    params: zMediaParams,
    response: z.null(),
    successStatus: 204,
  }),
  putObject: defineRoute({
    action: 'media.putObject',
    method: 'PUT',
    path: '/api/v1/media/blobs',
    summary: 'The local driver’s pre-signed upload target: the raw bytes of a file or a part',
    auth: 'public',
    // The token rides in the query: it is longer than a path parameter may be.
    query: z.object({ t: z.string().min(1).max(4000) }),
    rawBody: 'application/octet-stream',
    response: z.object({ etag: z.string() }),
  }),
  url: defineRoute({
    action: 'media.url',
    method: 'GET',
    path: '/api/v1/media/:mediaId/url',
    summary: 'A signed, expiring URL of a file or one of its sizes (spec 000 §7 url by id)',
    auth: 'session',
    params: zMediaParams,
    query: z.object({ size: z.enum(mediaSizes).optional() }),
    response: z.object({ mediaUrl: z.string() }),
  }),
  download: defineRoute({
    action: 'media.download',
    method: 'GET',
    path: '/api/v1/media/:mediaId/download',
    summary: 'A signed URL that downloads the file under its name (spec 000 §7 download)',
    auth: 'session',
    params: zMediaParams,
    response: z.object({ mediaUrl: z.string() }),
  }),
  avatar: defineRoute({
    action: 'media.avatar',
    method: 'GET',
    path: '/api/v1/media/avatars/:userId',
    summary: 'A signed URL of a user’s avatar (spec 000 §7 user avatar: maId, userId, size)',
    auth: 'session',
    params: z.object({ userId: zUserId }),
    query: z.object({
      /** The avatar id the caller knows; a stale one still answers with the current avatar. */
      maId: zMediaId.optional(),
      size: z.enum(['50', '75', '150']).default('150'),
    }),
    response: z.object({ mediaUrl: z.string() }),
  }),
  publicUrl: defineRoute({
    action: 'media.publicUrl',
    method: 'GET',
    path: '/api/v1/media/:mediaId/public-url',
    summary: 'A signed URL of a public image (school public image, school logo), no session needed',
    auth: 'public',
    params: zMediaParams,
    // Spec 000 §7: imageQualityPercent 90, imageHeight 75, imageWidth 75.
    query: z.object({
      imageQualityPercent: z.coerce.number().int().min(1).max(100).default(90),
      imageHeight: z.coerce.number().int().min(1).max(4096).optional(),
      imageWidth: z.coerce.number().int().min(1).max(4096).optional(),
    }),
    response: z.object({ mediaUrl: z.string() }),
  }),
  file: defineRoute({
    action: 'media.file',
    method: 'GET',
    path: '/api/v1/media/files',
    summary: 'The bytes behind a signed URL (local driver); a bad or expired signature is 404',
    auth: 'public',
    query: z.object({ t: z.string().min(1).max(4000) }),
    response: z.unknown(),
  }),
  setAvatar: defineRoute({
    action: 'media.setAvatar',
    method: 'PUT',
    path: '/api/v1/media/avatar',
    summary: 'Make an uploaded picture my avatar, or remove it (null): /account',
    auth: 'session',
    body: z.object({ mediaId: zMediaId.nullable() }),
    response: z.object({ avatarMediaId: zMediaIdOut.nullable() }),
  }),
} satisfies Record<string, RouteDef>
