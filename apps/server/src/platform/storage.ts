import { createReadStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

// Issue 5 item 1: the bytes of media files live in a storage driver, a local folder by default
// and an S3-compatible bucket when configured. The media module owns this file and grows it
// (pre-signed and multipart uploads); other modules only put, get and delete objects.

export interface StoredObject {
  size: number
}

export interface Storage {
  readonly kind: 'local' | 's3'
  put(key: string, body: Buffer, contentType: string): Promise<void>
  get(key: string): Promise<Readable>
  stat(key: string): Promise<StoredObject | null>
  delete(key: string): Promise<void>
}

/** Keys are our own (uuid-based), never a client's file name; refuse anything that could escape. */
function safePath(root: string, key: string): string {
  if (!/^[a-zA-Z0-9/_.-]+$/.test(key) || key.includes('..')) throw new Error(`invalid storage key ${key}`)
  return path.join(root, key)
}

export function localStorage(root: string): Storage {
  return {
    kind: 'local',
    async put(key, body) {
      const file = safePath(root, key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, body)
    },
    async get(key) {
      return createReadStream(safePath(root, key))
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
  }
}
