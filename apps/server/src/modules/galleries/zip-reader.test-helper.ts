// Reads a zip's central directory (tests only): each entry's name, time and stored bytes. The time
// comes from the extended timestamp (UTC) when present, else from the DOS date and time.

export interface ZipEntry {
  name: string
  mtime: Date
  data: Buffer
}

export function readZip(buf: Buffer): ZipEntry[] {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (eocd < 0) throw new Error('not a zip')
  const count = buf.readUInt16LE(eocd + 10)
  let offset = buf.readUInt32LE(eocd + 16)
  const entries: ZipEntry[] = []
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory')
    const dosTime = buf.readUInt16LE(offset + 12)
    const dosDate = buf.readUInt16LE(offset + 14)
    const method = buf.readUInt16LE(offset + 10)
    const size = buf.readUInt32LE(offset + 20)
    const nameLength = buf.readUInt16LE(offset + 28)
    const extraLength = buf.readUInt16LE(offset + 30)
    const commentLength = buf.readUInt16LE(offset + 32)
    const localOffset = buf.readUInt32LE(offset + 42)
    const name = buf.toString('utf8', offset + 46, offset + 46 + nameLength)
    const extra = buf.subarray(offset + 46 + nameLength, offset + 46 + nameLength + extraLength)
    let mtime = new Date(
      1980 + (dosDate >> 9),
      ((dosDate >> 5) & 0xf) - 1,
      dosDate & 0x1f,
      dosTime >> 11,
      (dosTime >> 5) & 0x3f,
      (dosTime & 0x1f) * 2,
    )
    for (let at = 0; at + 4 <= extra.length;) {
      const id = extra.readUInt16LE(at)
      const length = extra.readUInt16LE(at + 2)
      if (id === 0x5455 && length >= 5 && (extra[at + 4]! & 1) === 1)
        mtime = new Date(extra.readUInt32LE(at + 5) * 1000)
      at += 4 + length
    }
    if (method !== 0) throw new Error('compressed entries are not read here')
    const localName = buf.readUInt16LE(localOffset + 26)
    const localExtra = buf.readUInt16LE(localOffset + 28)
    const start = localOffset + 30 + localName + localExtra
    entries.push({ name, mtime, data: Buffer.from(buf.subarray(start, start + size)) })
    offset += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

/** The names in a zip's central directory, stored or compressed entries alike. */
export function zipEntryNames(buf: Buffer): string[] {
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  if (eocd < 0) throw new Error('not a zip')
  const count = buf.readUInt16LE(eocd + 10)
  let offset = buf.readUInt32LE(eocd + 16)
  const names: string[] = []
  for (let i = 0; i < count; i++) {
    const nameLength = buf.readUInt16LE(offset + 28)
    names.push(buf.toString('utf8', offset + 46, offset + 46 + nameLength))
    offset += 46 + nameLength + buf.readUInt16LE(offset + 30) + buf.readUInt16LE(offset + 32)
  }
  return names
}
