import { Transform, type Readable } from 'node:stream'
import type { Storage } from '../../platform/storage'

// Videos and audio in an ISO-BMFF / QuickTime container (mp4, mov, m4a) carry where they were
// recorded: `©xyz` and `loci` in user data (`udta`), Apple's `com.apple.quicktime.location.ISO6709`
// in a `meta` box, XMP GPS in a `uuid` (or `meta`) box. Like an image (docs/media.md "Image
// processing"), the stored copy keeps none of it. Decision 0018: each metadata box is turned, in
// place, into a `free` box of the same size whose payload is zeros, so no offset in the file moves
// (the sample tables point into `mdat` by absolute offset) and no re-mux is needed. Playback needs
// none of these boxes; the capture instant stays in `mvhd`, which is left alone.

/** Boxes that hold descriptive metadata, location included; never needed to decode or play. */
const metadataBoxes: ReadonlySet<string> = new Set(['udta', 'meta', 'uuid', 'loci', '\u00a9xyz', 'XMP_'])

/** Boxes whose children are walked: user data and `meta` can sit in the movie and in each track. */
const containerBoxes: ReadonlySet<string> = new Set(['moov', 'trak', 'mdia', 'minf'])

/**
 * Our choice (decision 0018): the movie box is read whole to be walked. Phones write a few MiB at
 * most even for long clips; a larger one is refused rather than served unchecked.
 */
export const maxMovieBoxBytes = 64 * 1024 * 1024

/** The extensions whose files are ISO-BMFF / QuickTime containers (rules/media-files.ts). */
export const isoBmffExtensions: ReadonlySet<string> = new Set(['mp4', 'mov', 'm4a'])

/** The box tree cannot be walked (a box runs past its parent or the file): not a sound file. */
export class BoxTreeError extends Error {}

/**
 * Bytes to overwrite: `[start, start + head.length)` with `head`, then zeros up to `end`
 * (exclusive). `head` is the box's own size field(s) with the type `free`.
 */
export interface Patch {
  start: number
  end: number
  head: Buffer
}

/** Reads bytes `[start, end]` (inclusive, as an HTTP range) of the stored file. */
export type ReadRange = (start: number, end: number) => Promise<Buffer>

interface BoxHeader {
  type: string
  /** Whole box, header included. */
  size: number
  headerSize: number
}

/** The header of the box at `at` in `buf`, whose parent ends at `limit` (exclusive). */
function boxAt(buf: Buffer, at: number, limit: number): BoxHeader {
  if (at + 8 > limit) throw new BoxTreeError('box header past its parent')
  let size = buf.readUInt32BE(at)
  const type = buf.toString('latin1', at + 4, at + 8)
  let headerSize = 8
  if (size === 1) {
    if (at + 16 > limit) throw new BoxTreeError('large box header past its parent')
    size = Number(buf.readBigUInt64BE(at + 8))
    headerSize = 16
  } else if (size === 0) {
    // ISO/IEC 14496-12 §4.2: the box extends to the end of its container (the file, at top level).
    size = limit - at
  }
  if (size < headerSize || at + size > limit) throw new BoxTreeError(`box ${type} runs past its parent`)
  return { type, size, headerSize }
}

function freePatch(fileOffset: number, header: Buffer, box: BoxHeader): Patch {
  const head = Buffer.from(header.subarray(0, box.headerSize))
  head.write('free', 4, 'latin1')
  return { start: fileOffset, end: fileOffset + box.size, head }
}

/** Walks the children of a container held in `buf[from, to)`; `base` is `buf[0]`'s file offset. */
function walkChildren(buf: Buffer, from: number, to: number, base: number, patches: Patch[]): void {
  let at = from
  // QuickTime lets user data end with a 32-bit zero terminator; fewer than 8 bytes hold no box.
  while (to - at >= 8) {
    const box = boxAt(buf, at, to)
    if (metadataBoxes.has(box.type)) patches.push(freePatch(base + at, buf.subarray(at), box))
    else if (containerBoxes.has(box.type))
      walkChildren(buf, at + box.headerSize, at + box.size, base, patches)
    at += box.size
  }
}

/**
 * The patches that remove every metadata box of the file, in file order. Only box headers and
 * the movie box are read, so a 500 MiB video costs a few small reads. Throws BoxTreeError when
 * the file is not a well-formed box tree.
 */
export async function locationPatches(read: ReadRange, fileSize: number): Promise<Patch[]> {
  const patches: Patch[] = []
  let at = 0
  while (fileSize - at >= 8) {
    const header = await read(at, Math.min(at + 16, fileSize) - 1)
    const box = boxAt(header, 0, fileSize - at)
    if (metadataBoxes.has(box.type)) patches.push(freePatch(at, header, box))
    else if (containerBoxes.has(box.type)) {
      if (box.size > maxMovieBoxBytes) throw new BoxTreeError('movie box too large to check')
      const whole = await read(at, at + box.size - 1)
      walkChildren(whole, box.headerSize, box.size, at, patches)
    }
    at += box.size
  }
  return patches
}

/** A pass-through that applies the patches (sorted by start) to the bytes of the whole file. */
export function applyPatches(patches: readonly Patch[]): Transform {
  let position = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const start = position
      const end = start + chunk.length
      position = end
      let out = chunk
      for (const patch of patches) {
        if (patch.end <= start || patch.start >= end) continue
        if (out === chunk) out = Buffer.from(chunk)
        out.fill(0, Math.max(patch.start, start) - start, Math.min(patch.end, end) - start)
        const headEnd = patch.start + patch.head.length
        if (headEnd > start && patch.start < end) {
          const from = Math.max(patch.start, start)
          patch.head.copy(out, from - start, from - patch.start, Math.min(headEnd, end) - patch.start)
        }
      }
      done(null, out)
    },
  })
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * Moves a completed upload to the key it is served from, without its metadata boxes: a plain
 * move when it has none, else a patched copy streamed to the new key (the upload is deleted).
 * Runs before the row is `ready`, so nothing ever serves the file with its location. With
 * `copy`, a file without metadata is left where it is and a patched one is written beside it:
 * resolves whether a copy was written.
 */
export async function moveWithoutLocation(
  storage: Storage,
  from: string,
  to: string,
  size: number,
  contentType: string,
  options: { copy?: boolean } = {},
): Promise<boolean> {
  const read: ReadRange = async (start, end) => readAll(await storage.get(from, { start, end }))
  const patches = await locationPatches(read, size)
  if (patches.length === 0) {
    if (!options.copy) await storage.move(from, to)
    return false
  }
  const source = await storage.get(from)
  const patched = applyPatches(patches)
  source.on('error', (error) => patched.destroy(error))
  await storage.putStream(to, source.pipe(patched), size, contentType)
  if (!options.copy) await storage.delete(from)
  return true
}
