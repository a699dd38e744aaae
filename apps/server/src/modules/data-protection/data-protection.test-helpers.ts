import { inflateRawSync } from 'node:zlib'

/** The entries of a zip (central directory; stored or deflated), enough to read our exports. */
export function readZip(zip: Buffer): Map<string, Buffer> {
  let end = zip.length - 22
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--
  if (end < 0) throw new Error('not a zip')
  const count = zip.readUInt16LE(end + 10)
  let at = zip.readUInt32LE(end + 16)
  const entries = new Map<string, Buffer>()
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10)
    const size = zip.readUInt32LE(at + 20)
    const nameLength = zip.readUInt16LE(at + 28)
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32)
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString()
    const local = zip.readUInt32LE(at + 42)
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28)
    const data = zip.subarray(dataAt, dataAt + size)
    entries.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data))
    at += 46 + skip
  }
  return entries
}

/** One JSON entry of the zip; a missing one fails with the list of entries. */
export const json = (entries: Map<string, Buffer>, name: string): unknown => {
  const entry = entries.get(name)
  if (!entry) throw new Error(`no ${name} in the zip: ${[...entries.keys()].join(', ')}`)
  return JSON.parse(entry.toString())
}
