import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { AppError } from '@nido/domain/errors'

// The bytes of media files live in a storage driver, a local folder by default
// and an S3-compatible bucket when configured (storage-s3.ts). The media module is the only one
// that uploads (pre-signed single and multipart uploads); other modules only put, get and delete
// objects. docs/media.md describes both drivers.

export interface StoredObject {
  size: number
}

/** Inclusive byte range, as in an HTTP Range header. */
export interface ByteRange {
  start: number
  end: number
}

/** Where a signed upload writes: a whole object, or one part of a multipart upload. */
export type UploadTarget =
  | { key: string; uploadId?: undefined; partNumber?: undefined }
  | { key: string; uploadId: string; partNumber: number }

export interface UploadedPart {
  partNumber: number
  etag: string
}

export interface DownloadOptions {
  expiresInSeconds: number
  contentType: string
  /** Set for a download: Content-Disposition attachment with this name. */
  fileName?: string
  /** The instant the signature is made as of (S3), so that equal requests give equal URLs. */
  signingDate?: Date
}

export interface Storage {
  readonly kind: 'local' | 's3'
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** Writes an object of a known size from a stream, without holding it in memory (a rewritten video). */
  putStream(key: string, body: Readable, size: number, contentType: string): Promise<void>
  get(key: string, range?: ByteRange): Promise<Readable>
  stat(key: string): Promise<StoredObject | null>
  delete(key: string): Promise<void>
  /** Renames an object (server-side copy on S3); the upload key is never the key a file is served from. */
  move(from: string, to: string): Promise<void>
  /**
   * A URL the browser PUTs the bytes to directly (S3), or null when the server receives them
   * itself through its own signed route (local folder; see `receive`).
   */
  presignUpload(target: UploadTarget, expiresInSeconds: number): Promise<string | null>
  /** Receives the bytes of a signed upload (local driver); more than maxBytes is PAYLOAD_TOO_LARGE. */
  receive(target: UploadTarget, body: Readable, maxBytes: number): Promise<{ etag: string; size: number }>
  /** A URL the browser GETs directly (S3), or null when the server serves the bytes itself. */
  presignDownload(key: string, options: DownloadOptions): Promise<string | null>
  createMultipart(key: string, contentType: string): Promise<string>
  completeMultipart(key: string, uploadId: string, parts: UploadedPart[]): Promise<void>
  abortMultipart(key: string, uploadId: string): Promise<void>
}

/** Keys are our own (uuid-based), never a client's file name; refuse anything that could escape. */
function safePath(root: string, key: string): string {
  if (!/^[a-zA-Z0-9/_.-]+$/.test(key) || key.includes('..') || key.startsWith('/'))
    throw new Error(`invalid storage key ${key}`)
  return path.join(root, key)
}

/** A pass-through that hashes what flows and fails once more than maxBytes went by. */
function meter(maxBytes: number) {
  const md5 = createHash('md5')
  let size = 0
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length
      if (size > maxBytes) return done(new AppError('PAYLOAD_TOO_LARGE'))
      md5.update(chunk)
      done(null, chunk)
    },
  })
  return { stream, result: () => ({ etag: md5.digest('hex'), size }) }
}

export function localStorage(root: string): Storage {
  // Parts of multipart uploads wait here until completion; the folder name cannot be a media key.
  const partsRoot = path.join(root, '.multipart')
  const partsDir = (uploadId: string) => {
    if (!/^[a-f0-9]{32}$/.test(uploadId)) throw new AppError('NOT_FOUND')
    return path.join(partsRoot, uploadId)
  }

  /** Writes through a temporary file so that a half-received upload never shows as the object. */
  async function writeStream(file: string, body: Readable, maxBytes: number) {
    await mkdir(path.dirname(file), { recursive: true })
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`
    const m = meter(maxBytes)
    try {
      await pipeline(body, m.stream, createWriteStream(temp))
      await rename(temp, file)
    } catch (error) {
      await rm(temp, { force: true })
      throw error
    }
    return m.result()
  }

  return {
    kind: 'local',
    async put(key, body) {
      await writeStream(safePath(root, key), Readable.from([body]), Number.MAX_SAFE_INTEGER)
    },
    async putStream(key, body, size) {
      await writeStream(safePath(root, key), body, size)
    },
    async get(key, range) {
      const file = safePath(root, key)
      // Open first so that a missing file fails here, not later in the middle of a reply.
      await stat(file)
      return createReadStream(file, range ? { start: range.start, end: range.end } : {})
    },
    async stat(key) {
      try {
        const s = await stat(safePath(root, key))
        return { size: s.size }
      } catch {
        return null
      }
    },
    async delete(key) {
      await rm(safePath(root, key), { force: true })
    },
    async move(from, to) {
      const target = safePath(root, to)
      await mkdir(path.dirname(target), { recursive: true })
      await rename(safePath(root, from), target)
    },
    async presignUpload() {
      return null
    },
    async receive(target, body, maxBytes) {
      const file =
        target.uploadId === undefined
          ? safePath(root, target.key)
          : path.join(partsDir(target.uploadId), String(target.partNumber))
      if (target.uploadId !== undefined) {
        // A part of an upload that was completed or aborted meanwhile has nowhere to go.
        const dir = await stat(partsDir(target.uploadId)).catch(() => null)
        if (!dir) throw new AppError('NOT_FOUND')
      }
      return writeStream(file, body, maxBytes)
    },
    async presignDownload() {
      return null
    },
    async createMultipart() {
      const uploadId = randomBytes(16).toString('hex')
      await mkdir(partsDir(uploadId), { recursive: true })
      return uploadId
    },
    async completeMultipart(key, uploadId, parts) {
      const dir = partsDir(uploadId)
      const present = new Set(await readdir(dir).catch(() => [] as string[]))
      const ordered = [...parts].sort((a, b) => a.partNumber - b.partNumber)
      // Every part must be there with the ETag its upload answered (S3 checks the same).
      for (const part of ordered) {
        if (!present.has(String(part.partNumber))) throw new AppError('CONFLICT')
        const md5 = createHash('md5')
        await pipeline(createReadStream(path.join(dir, String(part.partNumber))), md5)
        if (md5.digest('hex') !== part.etag.replaceAll('"', '')) throw new AppError('CONFLICT')
      }
      const file = safePath(root, key)
      await mkdir(path.dirname(file), { recursive: true })
      const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`
      const out = createWriteStream(temp)
      try {
        for (const part of ordered) {
          await pipeline(createReadStream(path.join(dir, String(part.partNumber))), out, { end: false })
        }
        await new Promise<void>((resolve, reject) =>
          out.end((error?: Error | null) => (error ? reject(error) : resolve())),
        )
        await rename(temp, file)
      } catch (error) {
        out.destroy()
        await rm(temp, { force: true })
        throw error
      }
      await rm(dir, { recursive: true, force: true })
    },
    async abortMultipart(_key, uploadId) {
      await rm(partsDir(uploadId), { recursive: true, force: true })
    },
  }
}
