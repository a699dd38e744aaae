import type { MediaKind } from '@nido/domain/enums/media'
import { contracts } from '@nido/domain/contracts/index'
import { api, ApiError } from '@/api/client'

// Shared by every feature that uploads (account avatar, posts, albums, folders, postal cards).
// Spec 000 §7 "pre-signed upload, multipart create and complete": the bytes go straight to the
// storage driver's pre-signed URL (the bucket, or the server's signed route for the local folder)
// with XHR so that progress can be shown; files above `multipartThreshold` go in parts, a few at
// a time. The server checks type and size again and processes images when the upload completes.

export interface UploadOptions {
  kind: MediaKind
  /** 0..1 as bytes go out. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
}

export interface UploadedMedia {
  id: string
  fileName: string
  type: 'VIDEO' | 'IMAGE' | 'DOCUMENT' | 'AUDIO'
}

/** Above this size a file goes in parts (S3 needs parts of at least 5 MiB). */
export const multipartThreshold = 8 * 1024 * 1024
/** Parts in flight at once: enough to fill a home uplink without starving the page. */
export const partConcurrency = 3

interface SignedPut {
  url: string
  headers: Record<string, string>
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled', 'AbortError')
}

/** PUTs a body with progress; resolves with the ETag the storage answered. */
export function putWithProgress(
  target: SignedPut,
  body: Blob,
  onLoaded: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError())
    const xhr = new XMLHttpRequest()
    xhr.open('PUT', target.url)
    for (const [name, value] of Object.entries(target.headers)) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => onLoaded(event.loaded)
    const onAbort = () => xhr.abort()
    signal?.addEventListener('abort', onAbort, { once: true })
    const done = () => signal?.removeEventListener('abort', onAbort)
    xhr.onload = () => {
      done()
      if (xhr.status >= 200 && xhr.status < 300) {
        onLoaded(body.size)
        // S3 answers the ETag in a header (the bucket's CORS rule exposes it); our route in JSON.
        const header = xhr.getResponseHeader('ETag')
        if (header) return resolve(header)
        try {
          return resolve((JSON.parse(xhr.responseText) as { etag: string }).etag)
        } catch {
          return resolve('')
        }
      }
      reject(errorOf(xhr))
    }
    xhr.onerror = () => {
      done()
      reject(new ApiError('NETWORK_ERROR', 'Network error', 0))
    }
    xhr.onabort = () => {
      done()
      reject(abortError())
    }
    xhr.send(body)
  })
}

/** Our routes answer { errorCode, message }; a bucket answers XML, read as a generic failure. */
function errorOf(xhr: XMLHttpRequest): ApiError {
  try {
    const body = JSON.parse(xhr.responseText) as { errorCode?: unknown; message?: unknown }
    if (typeof body.errorCode === 'string')
      return new ApiError(body.errorCode, typeof body.message === 'string' ? body.message : '', xhr.status)
  } catch {
    // not JSON
  }
  return new ApiError(
    xhr.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'INTERNAL_ERROR',
    `Upload answered ${xhr.status}`,
    xhr.status,
  )
}

export async function uploadFile(file: File, options: UploadOptions): Promise<UploadedMedia> {
  const { kind, onProgress, signal } = options
  if (signal?.aborted) throw abortError()
  const start = { kind, fileName: file.name, size: file.size }
  const progress = (bytes: number) => onProgress?.(file.size === 0 ? 1 : Math.min(1, bytes / file.size))
  progress(0)

  let mediaId: string | undefined
  try {
    let item
    if (file.size > multipartThreshold) {
      const ticket = await api(contracts.media.multipartCreate, { body: start })
      mediaId = ticket.mediaId
      const parts = await uploadParts(file, ticket, progress, signal)
      item = await api(contracts.media.multipartComplete, { params: { mediaId }, body: { parts } })
    } else {
      const ticket = await api(contracts.media.presign, { body: start })
      mediaId = ticket.mediaId
      await putWithProgress(ticket.upload, file, progress, signal)
      if (signal?.aborted) throw abortError()
      item = await api(contracts.media.complete, { params: { mediaId } })
    }
    progress(file.size)
    return { id: item.id, fileName: item.fileName, type: item.type }
  } catch (error) {
    // A cancelled or failed upload leaves nothing behind (a refused one is already gone).
    if (mediaId && !(error instanceof ApiError && error.status === 415)) {
      void api(contracts.media.abort, { params: { mediaId } }).catch(() => undefined)
    }
    throw error
  }
}

async function uploadParts(
  file: File,
  ticket: { mediaId: string; partSize: number; partCount: number },
  progress: (bytes: number) => void,
  signal: AbortSignal | undefined,
): Promise<Array<{ partNumber: number; etag: string }>> {
  const { mediaId, partSize, partCount } = ticket
  const loaded = new Array<number>(partCount + 1).fill(0)
  const report = () => progress(loaded.reduce((a, b) => a + b, 0))
  const done: Array<{ partNumber: number; etag: string }> = []
  // The contract signs at most 100 parts per call; each batch is uploaded a few parts at a time.
  for (let first = 1; first <= partCount; first += 100) {
    const numbers = Array.from({ length: Math.min(100, partCount - first + 1) }, (_, i) => first + i)
    const { parts } = await api(contracts.media.multipartParts, {
      params: { mediaId },
      body: { partNumbers: numbers },
    })
    const queue = [...parts]
    const worker = async () => {
      for (let part = queue.shift(); part; part = queue.shift()) {
        if (signal?.aborted) throw abortError()
        const n = part.partNumber
        const blob = file.slice((n - 1) * partSize, Math.min(file.size, n * partSize))
        const etag = await putWithProgress(
          part,
          blob,
          (bytes) => {
            loaded[n] = bytes
            report()
          },
          signal,
        )
        done.push({ partNumber: n, etag })
      }
    }
    await Promise.all(Array.from({ length: Math.min(partConcurrency, queue.length) }, worker))
  }
  return done.sort((a, b) => a.partNumber - b.partNumber)
}
