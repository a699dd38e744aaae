import yazl from 'yazl'
import type { Storage } from '../../platform/storage'
import type { CollectedData } from './data-protection.collect'

// The export is a zip of JSON files plus the media files, built in memory (the storage driver
// takes a Buffer). Media beyond the cap are listed in README.json instead of copied, so one
// very large account cannot exhaust the server's memory; missing objects are listed too.

export const exportMediaCapBytes = 512 * 1024 * 1024

export async function buildExportZip(
  storage: Storage,
  data: CollectedData,
  meta: { userId: string; createdAt: Date },
): Promise<Buffer> {
  const zip = new yazl.ZipFile()
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk))
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)))
    zip.outputStream.on('error', reject)
  })
  const mtime = meta.createdAt
  for (const [path, value] of Object.entries(data.documents)) {
    zip.addBuffer(Buffer.from(JSON.stringify(value, null, 2) + '\n'), path, { mtime })
  }
  let total = 0
  const notCopied: Array<{ file: string; reason: 'missing' | 'size-cap' }> = []
  for (const file of data.files) {
    if (total + file.size > exportMediaCapBytes) {
      notCopied.push({ file: file.path, reason: 'size-cap' })
      continue
    }
    const found = await storage.stat(file.storageKey)
    if (!found) {
      notCopied.push({ file: file.path, reason: 'missing' })
      continue
    }
    total += found.size
    // Photos and videos are already compressed: store them as they are.
    zip.addReadStream(await storage.get(file.storageKey), file.path, { mtime, compress: false })
  }
  zip.addBuffer(
    Buffer.from(
      JSON.stringify(
        {
          about:
            'Everything Nido holds about you (and your children when you are their referent guardian), as JSON files, with your media files.',
          userId: meta.userId,
          createdAt: meta.createdAt.toISOString(),
          documents: Object.keys(data.documents),
          mediaFiles: data.files.length - notCopied.length,
          notCopied,
        },
        null,
        2,
      ) + '\n',
    ),
    'README.json',
    { mtime },
  )
  zip.end()
  return done
}
