import yazl from 'yazl'
import type { Storage } from '../../platform/storage'
import type { CollectedData } from './data-protection.collect'
import { toCsv } from './data-protection.csv'
import { exportReadme } from './data-protection.readme'

// The export is a zip (docs/data-protection.md): each table about a person as JSON and CSV, the
// media files dated by their capture date, a README.txt in the user's language and a README.json
// for programs, built in memory (the storage driver takes a Buffer). Media beyond the cap are
// listed in the READMEs instead of copied, so one very large account cannot exhaust the
// server's memory; missing objects are listed too.

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
  const documents: string[] = []
  for (const subject of data.subjects)
    for (const table of subject.tables) {
      zip.addBuffer(Buffer.from(JSON.stringify(table.rows, null, 2) + '\n'), `${table.path}.json`, { mtime })
      zip.addBuffer(Buffer.from(toCsv(table.rows)), `${table.path}.csv`, { mtime })
      documents.push(`${table.path}.json`, `${table.path}.csv`)
    }
  let total = 0
  let copied = 0
  const notCopied: Array<{ file: string; reason: 'missing' | 'size-cap' }> = []
  for (const file of data.subjects.flatMap((subject) => subject.files)) {
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
    copied++
    // Photos and videos are already compressed: store them as they are, dated when taken.
    zip.addReadStream(await storage.get(file.storageKey), file.path, { mtime: file.date, compress: false })
  }
  const readme = exportReadme({
    language: data.language,
    createdAt: meta.createdAt,
    withChildren: data.subjects.some((subject) => subject.kind === 'child' && subject.id !== meta.userId),
    people: data.subjects.map((subject) => ({
      folder: subject.kind === 'user' ? 'me' : `children/${subject.id}`,
      name: subject.name,
      tables: subject.tables.map((table) => ({ file: table.path, rows: table.rows.length })),
      files: subject.files.length,
    })),
    notCopied,
  })
  zip.addBuffer(Buffer.from(readme), 'README.txt', { mtime })
  zip.addBuffer(
    Buffer.from(
      JSON.stringify(
        {
          userId: meta.userId,
          createdAt: meta.createdAt.toISOString(),
          documents,
          mediaFiles: copied,
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
