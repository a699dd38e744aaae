import sharp from 'sharp'
import exifr from 'exifr'
import { createRequire } from 'node:module'
import { fileTypeFromBuffer } from 'file-type'
import { avatarSizes, type MediaKind } from '@nido/domain/enums/media'
import type { MediaFileRule } from '@nido/domain/rules/media-files'

// What happens to a file once its bytes are complete. Every file's first bytes
// must match its extension (spec 000 §3 types by extension; file-type reads magic numbers).
// Images are decoded and written again: the stored copy loses every metadata block (GPS position,
// camera serial, thumbnails of the uncropped photo…) and gets its EXIF orientation applied; only
// the capture date is kept, in media.taken_at. Other files are stored as they are.

/** How many leading bytes the content check reads (enough for ZIP-based Office files). */
export const sniffBytes = 64 * 1024

/** heic-convert (CommonJS, no types): the one call we use. */
const heicConvert = createRequire(import.meta.url)('heic-convert') as (options: {
  buffer: Buffer
  format: 'JPEG' | 'PNG'
  /** 0..1 */
  quality?: number
}) => Promise<ArrayBuffer | Buffer>

/** Does the content look like what the extension says? */
export async function contentMatches(rule: MediaFileRule, head: Buffer): Promise<boolean> {
  const found = await fileTypeFromBuffer(head)
  if (!found) return rule.detected.includes(null) && !head.includes(0)
  return rule.detected.includes(found.ext)
}

/** Kinds whose pictures are shown as avatars: they get the three sizes of spec 000 §3. */
const avatarKinds: ReadonlySet<MediaKind> = new Set(['user', 'section', 'group', 'school'])

/** Variant name → the longest side it fits in. The feed thumbnail and the large (lightbox) view. */
const viewSizes = { thumb: 480, large: 1920 } as const

export interface ProcessedImage {
  original: { body: Buffer; mime: string; ext: string }
  variants: Record<string, Buffer>
  width: number
  height: number
  takenAt: Date | null
}

/**
 * The capture date. EXIF keeps a wall-clock time and, in recent cameras and phones, its UTC
 * offset (OffsetTimeOriginal); without an offset we read it as UTC so the stored instant does not
 * depend on the server's time zone (docs/media.md).
 */
export async function captureDate(input: Buffer): Promise<Date | null> {
  // exifr reads the EXIF of JPEG and of most HEIC files; some HEIF writers (libheif's own, for
  // one) store it in a way exifr refuses, and sharp's reading of the container finds it then.
  return (await dateOfExif(input)) ?? (await dateOfExif(await exifBlockOf(input)))
}

async function exifBlockOf(input: Buffer): Promise<Buffer | undefined> {
  try {
    return (await sharp(input).metadata()).exif
  } catch {
    return undefined
  }
}

async function dateOfExif(input: Buffer | undefined): Promise<Date | null> {
  if (!input) return null
  try {
    const tags = (await exifr.parse(input, {
      pick: ['DateTimeOriginal', 'CreateDate', 'OffsetTimeOriginal'],
      reviveValues: false,
    })) as Record<string, unknown> | undefined
    const raw = tags?.DateTimeOriginal ?? tags?.CreateDate
    if (typeof raw !== 'string') return null
    const m = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(raw)
    if (!m) return null
    const offset =
      typeof tags?.OffsetTimeOriginal === 'string' && /^[+-]\d{2}:\d{2}$/.test(tags.OffsetTimeOriginal)
        ? tags.OffsetTimeOriginal
        : 'Z'
    const date = new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}${offset}`)
    return Number.isNaN(date.getTime()) ? null : date
  } catch {
    return null
  }
}

/** HEIC → JPEG: browsers other than Safari cannot show HEIC (sharp's prebuilt libvips cannot read it). */
async function decodeHeic(input: Buffer): Promise<Buffer> {
  try {
    const jpeg = await heicConvert({ buffer: input, format: 'JPEG', quality: 0.92 })
    return Buffer.from(jpeg as ArrayBuffer)
  } catch {
    // A HEIF container holding AV1 (what some phones write) is read by sharp itself.
    return sharp(input).rotate().jpeg({ quality: 92 }).toBuffer()
  }
}

/** Decodes, strips and resizes an image; throws when it cannot be decoded. */
export async function processImage(input: Buffer, ext: string, kind: MediaKind): Promise<ProcessedImage> {
  const takenAt = await captureDate(input)
  const source = ext === 'heic' ? await decodeHeic(input) : input
  const animated = ext === 'gif'
  // `rotate()` applies the EXIF orientation before the EXIF block is dropped; sharp writes no
  // metadata unless asked (no withMetadata/keepExif here, on purpose).
  const base = () => sharp(source, { animated, failOn: 'error' }).rotate()

  let original: ProcessedImage['original']
  if (ext === 'png') original = { body: await base().png().toBuffer(), mime: 'image/png', ext: 'png' }
  else if (ext === 'gif') original = { body: await base().gif().toBuffer(), mime: 'image/gif', ext: 'gif' }
  else original = { body: await base().jpeg({ quality: 92 }).toBuffer(), mime: 'image/jpeg', ext: 'jpg' }

  const meta = await sharp(original.body).metadata()
  const width = meta.width
  // An animated GIF's height is the sum of its frames; pageHeight is one frame.
  const height = meta.pageHeight ?? meta.height

  // Variants are still JPEGs (the first frame of a GIF), flattened on white for transparent PNGs.
  const still = () => sharp(original.body).flatten({ background: '#ffffff' })
  const variants: Record<string, Buffer> = {}
  for (const [name, side] of Object.entries(viewSizes)) {
    variants[name] = await still()
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: name === 'large' ? 85 : 80 })
      .toBuffer()
  }
  if (avatarKinds.has(kind)) {
    // Spec 000 §3: avatar sizes 50x50 quality 90, 75x75 quality 90, 150x150 quality 95.
    for (const { size, quality } of avatarSizes) {
      variants[String(size)] = await still()
        .resize(size, size, { fit: 'cover', position: 'attention' })
        .jpeg({ quality })
        .toBuffer()
    }
  }
  return { original, variants, width, height, takenAt }
}
