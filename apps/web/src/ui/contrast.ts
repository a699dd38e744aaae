// Spec 000 §9 "accessibility mode applies contrast level 7 to brand colours" and ARCHITECTURE §7:
// in high-contrast mode a brand colour is darkened (HSL lightness, step by step) until it reaches
// a 7:1 contrast ratio against white, the WCAG AAA level for normal text.

export interface Rgb {
  r: number
  g: number
  b: number
}

/** Reads #rgb or #rrggbb; null for anything else (the colour is then left as it is). */
export function parseHex(color: string): Rgb | null {
  const hex = color.trim().replace(/^#/, '')
  const full = /^[0-9a-f]{3}$/i.test(hex)
    ? hex
        .split('')
        .map((c) => c + c)
        .join('')
    : hex
  if (!/^[0-9a-f]{6}$/i.test(full)) return null
  return {
    r: parseInt(full.slice(0, 2), 16),
    g: parseInt(full.slice(2, 4), 16),
    b: parseInt(full.slice(4, 6), 16),
  }
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`
}

/** WCAG 2 relative luminance. */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** WCAG 2 contrast ratio between two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

interface Hsl {
  h: number
  s: number
  l: number
}

function toHsl({ r, g, b }: Rgb): Hsl {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255]
  const max = Math.max(rr, gg, bb)
  const min = Math.min(rr, gg, bb)
  const l = (max + min) / 2
  if (max === min) return { h: 0, s: 0, l }
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  const h =
    max === rr
      ? ((gg - bb) / d + (gg < bb ? 6 : 0)) / 6
      : max === gg
        ? ((bb - rr) / d + 2) / 6
        : ((rr - gg) / d + 4) / 6
  return { h, s, l }
}

function fromHsl({ h, s, l }: Hsl): Rgb {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 }
  const hue = (p: number, q: number, t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t
    if (u < 1 / 6) return p + (q - p) * 6 * u
    if (u < 1 / 2) return q
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6
    return p
  }
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  return { r: hue(p, q, h + 1 / 3) * 255, g: hue(p, q, h) * 255, b: hue(p, q, h - 1 / 3) * 255 }
}

const white: Rgb = { r: 255, g: 255, b: 255 }

/**
 * The colour, darkened one lightness percent at a time (hue and saturation kept) until its
 * contrast against `background` (white unless given as #rrggbb) reaches `target`; unchanged when
 * it already does or cannot be read.
 */
export function raiseContrast(color: string, target = 7, background = '#ffffff'): string {
  const rgb = parseHex(color)
  const against = parseHex(background) ?? white
  if (!rgb) return color
  if (contrastRatio(rgb, against) >= target) return color
  const hsl = toHsl(rgb)
  for (let l = Math.floor(hsl.l * 100); l >= 0; l--) {
    const candidate = fromHsl({ ...hsl, l: l / 100 })
    const rounded = parseHex(toHex(candidate)) ?? candidate
    if (contrastRatio(rounded, against) >= target) return toHex(rounded)
  }
  return '#000000'
}
