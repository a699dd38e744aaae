import { createHash } from 'node:crypto'
import sharp from 'sharp'
import type { Brand, BrandIconName, WebManifest } from '@nido/domain/contracts/brands'
import type { Queryable } from '../../db/client'
import { brandOfDomain, defaultBrand } from './brands.service'

// The installable app (docs/offline-and-install.md, decision 0040): the manifest and its icons
// come from the brand of the host name the browser asked (a brand's own domain), else the default
// brand, as the sign-in page does. The icons are a mark drawn in the brand's two colours.

/** The colour used when a brand's colour is not a plain #rrggbb (index.html's theme colour). */
const fallbackColor = '#2f6f5e'
/** The splash screen's background: the page's own, so the app's first paint follows without a flash. */
export const manifestBackground = '#ffffff'

export async function brandOfHost(db: Queryable, host: string): Promise<Brand> {
  const domain = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  const own = /^[a-z0-9.-]{1,253}$/.test(domain) ? await brandOfDomain(db, domain) : undefined
  return own ?? defaultBrand(db)
}

function colour(value: string): string {
  return /^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : fallbackColor
}

/** Changes with what the icons are drawn from, so a browser fetches them again after a change. */
function iconVersion(brand: Brand): string {
  return createHash('sha256')
    .update(`${colour(brand.primaryColor)} ${colour(brand.secondaryColor)}`)
    .digest('hex')
    .slice(0, 12)
}

export function webManifest(brand: Brand): WebManifest {
  const v = iconVersion(brand)
  const icon = (name: BrandIconName, sizes: string, purpose: 'any' | 'maskable') => ({
    src: `/api/v1/brands/icons/${name}?v=${v}`,
    sizes,
    type: 'image/png' as const,
    purpose,
  })
  return {
    id: '/',
    name: brand.appName,
    short_name: brand.appName,
    lang: brand.defaultLanguage,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colour(brand.primaryColor),
    background_color: manifestBackground,
    icons: [
      icon('icon-192.png', '192x192', 'any'),
      icon('icon-512.png', '512x512', 'any'),
      icon('maskable-512.png', '512x512', 'maskable'),
    ],
  }
}

/**
 * The mark: an egg (secondary colour) in a nest (white) on the primary colour. A maskable icon
 * fills its square and keeps the mark in the middle 80 %, the safe zone platforms crop to.
 */
export function iconSvg(brand: Brand, maskable: boolean): string {
  const primary = colour(brand.primaryColor)
  const secondary = colour(brand.secondaryColor)
  const background = maskable
    ? `<rect width="512" height="512" fill="${primary}"/>`
    : `<rect width="512" height="512" rx="112" fill="${primary}"/>`
  const mark =
    `<ellipse cx="256" cy="214" rx="76" ry="100" fill="${secondary}" stroke="#ffffff" stroke-width="12"/>` +
    `<path d="M104 252h304a152 136 0 0 1-304 0z" fill="#ffffff"/>` +
    `<path d="M136 292h240M160 332h192" stroke="${primary}" stroke-width="12" stroke-linecap="round"/>`
  const placed = maskable ? `<g transform="translate(51.2 51.2) scale(0.8)">${mark}</g>` : mark
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${background}${placed}</svg>`
}

const sizes: Record<BrandIconName, { size: number; maskable: boolean }> = {
  'icon-192.png': { size: 192, maskable: false },
  'icon-512.png': { size: 512, maskable: false },
  'maskable-512.png': { size: 512, maskable: true },
}

/**
 * Drawn icons by brand colours and name. Derived data only (any process draws the same), so a
 * small per-process memo is enough: installs ask for each icon once.
 */
const drawn = new Map<string, Promise<Buffer>>()
const drawnMax = 64

export function brandIcon(brand: Brand, name: BrandIconName): Promise<Buffer> {
  const key = `${iconVersion(brand)} ${name}`
  const known = drawn.get(key)
  if (known) return known
  const { size, maskable } = sizes[name]
  const png = sharp(Buffer.from(iconSvg(brand, maskable)))
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer()
  if (drawn.size >= drawnMax) drawn.delete(drawn.keys().next().value!)
  drawn.set(key, png)
  png.catch(() => drawn.delete(key))
  return png
}
