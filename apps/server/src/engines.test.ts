import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { repoRoot } from './test/cluster'

// The README promises the Node version of the root package.json's "engines" (20.19): a clean
// `npm ci` on it must not print EBADENGINE. So every package the lockfile installs has to accept
// that version (docs/phones.md, "A clean install"). A newer release that asks for a newer Node is
// pinned back in package.json ("overrides" or an exact version) until the promise changes.

interface Semver {
  minVersion(range: string): { version: string } | null
  satisfies(version: string, range: string, options?: { loose?: boolean }): boolean
}
// semver is already installed (fastify's own dependency); it ships no types of its own.
const semver = createRequire(import.meta.url)('semver') as Semver

interface LockEntry {
  version?: string
  engines?: Record<string, string> | string[]
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8'))

describe('package-lock.json and the promised Node version', () => {
  const root = readJson('package.json') as { engines: { node: string } }
  const promised = semver.minVersion(root.engines.node)?.version ?? ''
  const lock = readJson('package-lock.json') as { packages: Record<string, LockEntry> }

  it('reads the promised version from package.json', () => {
    expect(promised).toMatch(/^20\.19\./)
  })

  it('installs no package whose engines.node excludes it', () => {
    const excluding = Object.entries(lock.packages).flatMap(([where, entry]) => {
      const engines = entry.engines
      // Old packages wrote an array of strings; npm ignores it, and so does this check.
      const range = engines && !Array.isArray(engines) ? engines.node : undefined
      if (!range || semver.satisfies(promised, range, { loose: true })) return []
      return [`${where}@${entry.version ?? '?'} wants node ${range}`]
    })
    expect(excluding).toEqual([])
  })
})
