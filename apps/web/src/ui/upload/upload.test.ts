import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { multipartThreshold, partConcurrency, uploadFile } from './upload'

// ui/upload/upload.ts against a fake server (fetch) and fake storage (XMLHttpRequest): the order
// of the calls of spec 000 §7 (pre-signed upload, multipart create, parts, complete), progress,
// the number of parts in flight, and cancelling.

const mib = 1024 * 1024

interface Call {
  method: string
  path: string
  body: unknown
}

let calls: Call[]
let puts: string[]
let inFlight: number
let maxInFlight: number
let holdPuts: Promise<void> | null

class FakeXhr {
  status = 0
  responseText = ''
  upload: { onprogress: ((e: { loaded: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  private url = ''
  private aborted = false
  open(_method: string, url: string) {
    this.url = url
  }
  setRequestHeader() {}
  getResponseHeader() {
    return null
  }
  abort() {
    this.aborted = true
    this.onabort?.()
  }
  send(body: Blob) {
    inFlight += 1
    maxInFlight = Math.max(maxInFlight, inFlight)
    void (async () => {
      await Promise.resolve()
      this.upload.onprogress?.({ loaded: Math.floor(body.size / 2) })
      if (holdPuts) await holdPuts
      inFlight -= 1
      if (this.aborted) return
      puts.push(this.url)
      this.status = 200
      this.responseText = JSON.stringify({ etag: `etag-${this.url}` })
      this.onload?.()
    })()
  }
}

const json = (body: unknown, status = 200) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })

const item = (fileName: string) => ({
  id: 'm1',
  kind: 'post',
  type: 'VIDEO',
  fileName,
  mimeType: 'video/mp4',
  size: 1,
  status: 'ready',
  width: null,
  height: null,
  takenAt: null,
})

async function fakeServer(input: string, init?: RequestInit): Promise<Response> {
  const path = input
  const method = init?.method ?? 'GET'
  const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined
  calls.push({ method, path, body })
  if (method === 'POST' && path === '/api/v1/media/uploads')
    return json(
      { mediaId: 'm1', upload: { url: '/put/single', method: 'PUT', headers: {} }, expiresAt: 'x' },
      201,
    )
  if (method === 'POST' && path === '/api/v1/media/multipart')
    return json({ mediaId: 'm1', partSize: 5 * mib, partCount: 3, expiresAt: 'x' }, 201)
  if (path === '/api/v1/media/multipart/m1/parts') {
    const numbers = (body as { partNumbers: number[] }).partNumbers
    return json({
      parts: numbers.map((n) => ({ partNumber: n, url: `/put/part-${n}`, method: 'PUT', headers: {} })),
    })
  }
  if (path.endsWith('/complete')) return json(item('film.mp4'))
  if (method === 'DELETE') return json(null, 204)
  return json({ errorCode: 'NOT_FOUND', message: 'no' }, 404)
}

beforeEach(() => {
  calls = []
  puts = []
  inFlight = 0
  maxInFlight = 0
  holdPuts = null
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  vi.stubGlobal('fetch', vi.fn(fakeServer))
})
afterEach(() => vi.unstubAllGlobals())

const fileOf = (size: number, name: string) => new File([new Uint8Array(size)], name)

describe('uploadFile (spec 000 §7)', () => {
  it('sends a small file in one pre-signed PUT, then completes it', async () => {
    const progress: number[] = []
    const done = await uploadFile(fileOf(1000, 'menu.pdf'), {
      kind: 'folder',
      onProgress: (f) => progress.push(f),
    })
    expect(done).toEqual({ id: 'm1', fileName: 'film.mp4', type: 'VIDEO' })
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/media/uploads',
      'POST /api/v1/media/uploads/m1/complete',
    ])
    expect(calls[0]!.body).toEqual({ kind: 'folder', fileName: 'menu.pdf', size: 1000 })
    expect(puts).toEqual(['/put/single'])
    expect(progress[0]).toBe(0)
    expect(progress.at(-1)).toBe(1)
    expect([...progress].sort((a, b) => a - b)).toEqual(progress)
  })

  it('sends a large file in parts, a few at a time, and completes with every ETag in order', async () => {
    const size = multipartThreshold + 3 * mib
    const progress: number[] = []
    await uploadFile(fileOf(size, 'film.mp4'), { kind: 'gallery', onProgress: (f) => progress.push(f) })
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/v1/media/multipart',
      'POST /api/v1/media/multipart/m1/parts',
      'POST /api/v1/media/multipart/m1/complete',
    ])
    expect(calls[1]!.body).toEqual({ partNumbers: [1, 2, 3] })
    expect(calls[2]!.body).toEqual({
      parts: [1, 2, 3].map((n) => ({ partNumber: n, etag: `etag-/put/part-${n}` })),
    })
    expect(maxInFlight).toBeLessThanOrEqual(partConcurrency)
    expect(progress.at(-1)).toBe(1)
  })

  it('stops when cancelled and drops the unfinished upload', async () => {
    let release: () => void = () => undefined
    holdPuts = new Promise((resolve) => (release = resolve))
    const controller = new AbortController()
    const pending = uploadFile(fileOf(1000, 'a.png'), { kind: 'user', signal: controller.signal })
    await vi.waitFor(() => expect(inFlight).toBe(1))
    controller.abort()
    release()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    await vi.waitFor(() => expect(calls.map((c) => c.method)).toContain('DELETE'))
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe('/api/v1/media/uploads/m1')
  })
})
