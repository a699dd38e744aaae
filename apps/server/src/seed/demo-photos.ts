import sharp from 'sharp'
import { randomBytes } from 'node:crypto'
import { uuidv7 } from 'uuidv7'
import type { MediaKind } from '@nido/domain/enums/media'
import type { Queryable } from '../db/client'
import { media } from '../db/schema/index'
import type { Storage } from '../platform/storage'
import { processImage } from '../modules/media/index'

// The demo's pictures (README "What the demo contains"): drawn here, never downloaded, so the demo
// needs no network and carries no third-party licence. Each is a small SVG scene (a park, finger
// paint, balloons…) with a caption, turned into a JPEG by sharp and then processed exactly as an
// upload is (media.processing.ts: stripped original, feed thumbnail, large view), and stored through
// the media storage under the keys an upload would get (media.complete.ts).

export const demoScenes = ['park', 'painting', 'balloons', 'garden', 'blocks', 'sea', 'menu'] as const
export type DemoScene = (typeof demoScenes)[number]

export interface DemoPicture {
  scene: DemoScene
  caption: string
  /** Only for `menu`: the lines written on the sheet. */
  lines?: readonly string[]
}

const width = 640
const height = 480

const palettes = [
  {
    sky: '#8ecae6',
    light: '#ffe8d6',
    ground: '#74c69d',
    accents: ['#ffb703', '#fb8500', '#e63946', '#6a4c93'],
  },
  {
    sky: '#bde0fe',
    light: '#fff1e6',
    ground: '#95d5b2',
    accents: ['#f15bb5', '#fee440', '#00bbf9', '#00f5d4'],
  },
  {
    sky: '#a2d2ff',
    light: '#fefae0',
    ground: '#52b788',
    accents: ['#ef476f', '#ffd166', '#06d6a0', '#118ab2'],
  },
] as const

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The shapes of a scene; `n` varies the palette and the layout so two pictures differ. */
function sceneShapes(scene: DemoScene, n: number): string {
  const p = palettes[n % palettes.length]!
  const [a, b, c, d] = p.accents
  const shift = (n * 53) % 120
  switch (scene) {
    case 'park':
      return `<rect width="${width}" height="${height}" fill="url(#sky)"/>
        <circle cx="${460 + shift}" cy="96" r="48" fill="${a}"/>
        <path d="M0 350 Q160 ${270 + shift / 4} 320 340 T640 320 V480 H0Z" fill="${p.ground}"/>
        <rect x="${90 + shift}" y="250" width="16" height="80" fill="#7f5539"/>
        <circle cx="${98 + shift}" cy="236" r="46" fill="#2d6a4f"/>
        <rect x="${380 - shift / 2}" y="270" width="14" height="70" fill="#7f5539"/>
        <circle cx="${387 - shift / 2}" cy="258" r="38" fill="#40916c"/>`
    case 'painting':
      return `<rect width="${width}" height="${height}" fill="${p.light}"/>
        <circle cx="${150 + shift}" cy="150" r="70" fill="${a}" opacity="0.85"/>
        <ellipse cx="360" cy="${200 + shift / 3}" rx="110" ry="60" fill="${b}" opacity="0.8"/>
        <circle cx="500" cy="120" r="45" fill="${c}" opacity="0.85"/>
        <ellipse cx="${230 - shift / 2}" cy="320" rx="90" ry="45" fill="${d}" opacity="0.8"/>
        <circle cx="470" cy="330" r="38" fill="${a}" opacity="0.7"/>`
    case 'balloons':
      return `<rect width="${width}" height="${height}" fill="url(#sky)"/>
        ${[a, b, c, d]
          .map((color, i) => {
            const x = 120 + i * 130 + ((shift + i * 17) % 40)
            const y = 150 + ((i * 47 + shift) % 90)
            return `<line x1="${x}" y1="${y + 58}" x2="${x - 10}" y2="${y + 190}" stroke="#6c757d" stroke-width="2"/>
              <ellipse cx="${x}" cy="${y}" rx="46" ry="58" fill="${color}"/>`
          })
          .join('')}`
    case 'garden':
      return `<rect width="${width}" height="${height}" fill="url(#sky)"/>
        <rect y="300" width="${width}" height="180" fill="${p.ground}"/>
        ${[a, b, c, d, a]
          .map((color, i) => {
            const x = 80 + i * 120 + ((shift + i * 13) % 30)
            const y = 280 + ((i * 29) % 40)
            const petals = [0, 72, 144, 216, 288]
              .map((deg) => {
                const r = (deg * Math.PI) / 180
                return `<circle cx="${(x + 22 * Math.cos(r)).toFixed(1)}" cy="${(y + 22 * Math.sin(r)).toFixed(1)}" r="16" fill="${color}"/>`
              })
              .join('')
            return `<line x1="${x}" y1="${y}" x2="${x}" y2="420" stroke="#2d6a4f" stroke-width="6"/>${petals}<circle cx="${x}" cy="${y}" r="12" fill="#ffd166"/>`
          })
          .join('')}`
    case 'blocks':
      return `<rect width="${width}" height="${height}" fill="${p.light}"/>
        <rect y="380" width="${width}" height="100" fill="#ddb892"/>
        <rect x="${140 + shift / 2}" y="300" width="90" height="80" fill="${a}"/>
        <rect x="${240 + shift / 2}" y="300" width="90" height="80" fill="${b}"/>
        <rect x="${190 + shift / 2}" y="220" width="90" height="80" fill="${c}"/>
        <path d="M${190 + shift / 2} 220 L${235 + shift / 2} 160 L${280 + shift / 2} 220Z" fill="${d}"/>
        <rect x="430" y="330" width="70" height="50" fill="${c}"/>`
    case 'sea':
      return `<rect width="${width}" height="${height}" fill="url(#sky)"/>
        <circle cx="${120 + shift}" cy="100" r="44" fill="${a}"/>
        <path d="M0 250 Q80 230 160 250 T320 250 T480 250 T640 250 V360 H0Z" fill="#0077b6"/>
        <path d="M0 330 Q160 300 320 335 T640 325 V480 H0Z" fill="#f4d35e"/>
        <path d="M${400 + shift / 2} 300 L${400 + shift / 2} 200 L${460 + shift / 2} 290Z" fill="${b}"/>`
    case 'menu':
      return `<rect width="${width}" height="${height}" fill="${p.sky}"/>
        <rect x="60" y="30" width="520" height="420" rx="12" fill="#ffffff"/>
        <rect x="60" y="30" width="520" height="14" rx="6" fill="${a}"/>`
  }
}

function svgOf(picture: DemoPicture, n: number): string {
  const p = palettes[n % palettes.length]!
  const menu = picture.scene === 'menu'
  const lines = (picture.lines ?? [])
    .map(
      (line, i) =>
        `<text x="92" y="${150 + i * 52}" font-family="DejaVu Sans, sans-serif" font-size="24" fill="#343a40">${escapeXml(line)}</text>`,
    )
    .join('')
  const caption = menu
    ? `<text x="92" y="100" font-family="DejaVu Sans, sans-serif" font-size="34" font-weight="bold" fill="#1d3557">${escapeXml(picture.caption)}</text>${lines}`
    : `<rect x="0" y="${height - 64}" width="${width}" height="64" fill="#000000" opacity="0.35"/>
       <text x="28" y="${height - 22}" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#ffffff">${escapeXml(picture.caption)}</text>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${p.sky}"/><stop offset="1" stop-color="${p.light}"/>
    </linearGradient></defs>
    ${sceneShapes(picture.scene, n)}${caption}</svg>`
}

/** A picture as an upload's bytes would be after media.processing.ts. */
export async function drawPicture(picture: DemoPicture, n: number, kind: MediaKind) {
  const jpeg = await sharp(Buffer.from(svgOf(picture, n)))
    .jpeg({ quality: 82 })
    .toBuffer()
  return processImage(jpeg, 'jpg', kind)
}

export type DrawnPicture = Awaited<ReturnType<typeof drawPicture>>

/**
 * Starts drawing the pictures at once, in sharp's threads, while the seed writes its rows on the
 * main thread (the start-up budget of docs/deploy.md): each picture's promise is kept by its object.
 */
export function startDrawing(items: ReadonlyArray<{ picture: DemoPicture; kind: MediaKind }>) {
  const drawing = new Map<DemoPicture, Promise<DrawnPicture>>()
  items.forEach(({ picture, kind }, n) => {
    const promise = drawPicture(picture, n, kind)
    // Awaited later by storeDemoPictures; a seed that fails before then must not crash the process.
    promise.catch(() => undefined)
    drawing.set(picture, promise)
  })
  return drawing
}

export interface StoredPicture {
  ownerId: string
  schoolId: string
  kind: MediaKind
  attachedId: string
  position: number
  fileName: string
  createdAt: Date
  picture: DemoPicture
}

/**
 * Stores the drawn pictures, then inserts their ready media rows (one statement); returns the
 * media ids in the order given. The bytes are written before the rows: a failed seed leaves only
 * unreferenced files behind, never a row without its file.
 */
export async function storeDemoPictures(
  tx: Queryable,
  storage: Storage,
  drawing: ReadonlyMap<DemoPicture, Promise<DrawnPicture>>,
  items: readonly StoredPicture[],
): Promise<string[]> {
  const rows = await Promise.all(
    items.map(async (item) => {
      const processed = await drawing.get(item.picture)
      if (!processed) throw new Error(`Demo picture not drawn: ${item.picture.caption}`)
      const id = uuidv7()
      const folder = `media/${id}/${randomBytes(8).toString('hex')}`
      const storageKey = `${folder}/original.${processed.original.ext}`
      await storage.put(storageKey, processed.original.body, processed.original.mime)
      const variants: Record<string, string> = {}
      for (const [name, body] of Object.entries(processed.variants)) {
        variants[name] = `${folder}/${name}.jpg`
        await storage.put(variants[name], body, 'image/jpeg')
      }
      return {
        id,
        ownerId: item.ownerId,
        schoolId: item.schoolId,
        kind: item.kind,
        type: 'IMAGE' as const,
        storageKey,
        mimeType: processed.original.mime,
        fileName: item.fileName,
        size: processed.original.body.length,
        variants,
        attachedId: item.attachedId,
        position: item.position,
        status: 'ready' as const,
        takenAt: item.createdAt,
        width: processed.width,
        height: processed.height,
        createdAt: item.createdAt,
        updatedAt: item.createdAt,
      }
    }),
  )
  if (rows.length > 0) await tx.insert(media).values(rows)
  return rows.map((r) => r.id)
}
