import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// Dates and times in the user's language everywhere (docs/phones.md "Copy"): the web app formats
// them through ui/format.ts, which takes the language; a call that reads the browser's locale, or a
// hard-coded US pattern, would show "11/27/2026" or "3:05 PM" to a French reader. This scan fails
// on such a call anywhere in apps/web/src.

const src = fileURLToPath(new URL('..', import.meta.url))

/** What formats a date or time outside the helper, and why each is wrong. */
const patterns: { re: RegExp; why: string }[] = [
  { re: /\.toLocale(Date|Time)?String\(/, why: 'the browser’s locale or an ad-hoc one: use ui/format.ts' },
  { re: /\.to(UTC|Time)String\(/, why: 'English words whatever the language: use ui/format.ts' },
  { re: /new Intl\.DateTimeFormat\(/, why: 'a formatter outside ui/format.ts' },
  {
    re: /Intl\.DateTimeFormat\((?!\)\.resolvedOptions\(\)\.timeZone)/,
    why: 'a formatter outside ui/format.ts',
  },
  { re: /['"]en-US['"]/, why: 'the US locale hard-coded' },
  {
    re: /import\s*\{[^}]*\bformat\b[^}]*\}\s*from ['"]date-fns/,
    why: 'date-fns format: a hard-coded pattern',
  },
  {
    re: /\bformat\(\s*[^,]+,\s*['"][^'"]*(MM\/dd|dd\/MM|yyyy|h:mm|hh:mm|HH:mm)/,
    why: 'a hard-coded date pattern',
  },
  { re: /\bdayjs\(|\bmoment\(/, why: 'a date library that ignores the user’s language' },
]

/**
 * Files allowed one of the patterns, each with its reason: the helper itself, and places that
 * compute a value rather than show one.
 */
const allowed: Record<string, string> = {
  'ui/format.ts': 'the helper',
  // timeInZone reads an instant's wall-clock `HH:mm` (a value the server takes), not a display.
  'features/daily/time.ts': 'computes HH:mm values',
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    if (!/\.(ts|tsx)$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts'))
      return []
    return [full]
  })
}

/** Each `file:line pattern` found outside the allow-list. */
export function findUnlocalisedDates(files: { name: string; text: string }[]): string[] {
  return files.flatMap(({ name, text }) => {
    if (name in allowed) return []
    return text.split('\n').flatMap((line, index) => {
      if (/^\s*(\/\/|\*)/.test(line)) return []
      const hit = patterns.find((p) => p.re.test(line))
      return hit ? [`${name}:${index + 1} ${line.trim()} (${hit.why})`] : []
    })
  })
}

describe('dates and times go through ui/format.ts', () => {
  const files = sources(src).map((file) => ({
    name: path.relative(src, file).split(path.sep).join('/'),
    text: readFileSync(file, 'utf8'),
  }))

  it('scans the web app', () => {
    expect(files.length).toBeGreaterThan(100)
  })

  it('finds no date or time formatted outside the helper', () => {
    expect(findUnlocalisedDates(files)).toEqual([])
  })

  it('would catch the usual mistakes', () => {
    const caught = findUnlocalisedDates([
      {
        name: 'features/x/page.tsx',
        text: [
          'const a = new Date(at).toLocaleDateString()',
          "const b = new Intl.DateTimeFormat('en-US').format(at)",
          "const c = format(at, 'MM/dd/yyyy')",
          'const d = Intl.DateTimeFormat().format(at)',
          'const e = at.toUTCString()',
          'const zone = Intl.DateTimeFormat().resolvedOptions().timeZone',
        ].join('\n'),
      },
    ])
    expect(caught.map((c) => c.split(' ')[0])).toEqual([
      'features/x/page.tsx:1',
      'features/x/page.tsx:2',
      'features/x/page.tsx:3',
      'features/x/page.tsx:4',
      'features/x/page.tsx:5',
    ])
  })
})
