import type { FastifyReply } from 'fastify'
import type { Readable } from 'node:stream'
import { ZipFile } from 'yazl'
import type { Storage } from '../../platform/storage'

// Albums and "photos of my child" download as one zip (docs/galleries.md). The archive is
// streamed: entries are read from storage one at a time as the zip is written, so memory stays
// flat whatever the album's size. Each entry's time is the photo's capture date (taken_at), so
// the photos sort by date in any file manager; the extended timestamp keeps it in UTC.

export interface ArchiveEntry {
  /** A name unique within the archive. */
  name: string
  storageKey: string
  mtime: Date
}

/** Letters, digits and a few separators; anything else becomes `_` (the name reaches a header). */
export function safeFileName(name: string, fallback = 'file'): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120)
  return cleaned.replace(/^\.+/, '') || fallback
}

/** The extension of a file name, with its dot, lower case ('' when there is none). */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName)
  return match ? `.${match[1]!.toLowerCase()}` : ''
}

/** Makes names unique by adding `-2`, `-3`… before the extension. */
export function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>()
  return names.map((name) => {
    let candidate = name
    const ext = extensionOf(name)
    const stem = ext ? name.slice(0, -ext.length) : name
    for (let n = 2; used.has(candidate.toLowerCase()); n++) candidate = `${stem}-${n}${ext}`
    used.add(candidate.toLowerCase())
    return candidate
  })
}

/**
 * Sets the reply's headers and returns the zip stream for the handler to return (Fastify pipes a
 * stream without serialising it). A file missing from storage ends the stream with an error.
 */
export function archiveStream(
  reply: FastifyReply,
  storage: Storage,
  archiveName: string,
  entries: readonly ArchiveEntry[],
): NodeJS.ReadableStream {
  const zip = new ZipFile()
  // A file missing from storage: end the download with an error rather than crash the process.
  zip.on('error', (error: Error) => zip.outputStream.emit('error', error))
  for (const entry of entries) {
    // Photos and videos are compressed already: storing them is as small and much faster.
    zip.addReadStreamLazy(entry.name, { mtime: entry.mtime, compress: false }, (done) => {
      storage.get(entry.storageKey).then(
        (stream: Readable) => done(null, stream),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), null as never),
      )
    })
  }
  zip.end()
  const name = `${safeFileName(archiveName, 'album')}.zip`
  void reply
    .header('content-type', 'application/zip')
    .header(
      'content-disposition',
      `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('cache-control', 'private, no-store')
  return zip.outputStream
}

/**
 * `2026-11-18_09-30-00`: the capture time on the wall clock of the school the photo was shared in,
 * for names that sort by date and read as the family lived it (ARCHITECTURE §5: a school's times
 * are in its time zone; docs/galleries.md). A photo taken at 00:30 in Paris in summer is named by
 * that day, not by the UTC evening before.
 */
export function dateName(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date)
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00'
  return `${get('year')}-${get('month')}-${get('day')}_${get('hour')}-${get('minute')}-${get('second')}`
}
