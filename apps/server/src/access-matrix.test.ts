/// <reference types="vite/client" />
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LightMyRequestResponse } from 'fastify'
import { allRoutes, buildPath, contracts, type RouteDef } from '@nido/domain/contracts/index'
import { createTestApp, type TestApp } from './test/app'
import { fixtureNames, type AccessCase, type Expected, type FixtureName } from './test/matrix'
import { buildMatrixWorld, type SignedInMatrixWorld } from './test/matrix-world'

// ARCHITECTURE §5: the access matrix walks every route of the contract with a fixture user of
// every profile type, inside and outside scope. Each module declares its rows next to its code in
// modules/<module>/<module>.access-cases.ts; a route without a row fails here.

const caseFiles = import.meta.glob<{ accessCases?: unknown }>('./modules/*/*.access-cases.ts', {
  eager: true,
})

/**
 * Actions whose request ends or changes the session it comes with (logout revokes it, a scope
 * change moves the current school or child). Their cases run on a new session of the fixture, so
 * the fixture's own session stays as the other cases expect it.
 */
const throwawaySessionActions: ReadonlySet<string> = new Set(['auth.logout', 'me.changeScope'])

const routeKey = (r: Pick<RouteDef, 'method' | 'path'>) => `${r.method} ${r.path}`

/** The contract module (contracts/index.ts key) each route belongs to, for readable reports. */
const moduleOf = new Map(
  Object.entries(contracts).flatMap(([module, routes]) =>
    Object.values(routes as Record<string, RouteDef>).map((r) => [routeKey(r), module] as const),
  ),
)

interface LoadedCase {
  file: string
  accessCase: AccessCase
}

function loadCases(): { cases: LoadedCase[]; badFiles: string[] } {
  const cases: LoadedCase[] = []
  const badFiles: string[] = []
  for (const [file, exports] of Object.entries(caseFiles)) {
    if (!Array.isArray(exports.accessCases)) {
      badFiles.push(file)
      continue
    }
    for (const accessCase of exports.accessCases as AccessCase[]) cases.push({ file, accessCase })
  }
  return { cases, badFiles }
}

const allowed = (expected: Expected): readonly number[] =>
  typeof expected === 'number' ? [expected] : expected

interface Mismatch {
  route: string
  name: string
  fixture: string
  expected: string
  got: string
}

function table(rows: Mismatch[]): string {
  const header: Mismatch = {
    route: 'route',
    name: 'case',
    fixture: 'fixture',
    expected: 'expected',
    got: 'got',
  }
  const columns = Object.keys(header) as (keyof Mismatch)[]
  const width = (c: keyof Mismatch) => Math.max(...[header, ...rows].map((r) => r[c].length))
  const line = (r: Mismatch) => columns.map((c) => r[c].padEnd(width(c))).join(' | ')
  return [line(header), columns.map((c) => '-'.repeat(width(c))).join('-|-'), ...rows.map(line)].join('\n')
}

function errorCodeOf(res: LightMyRequestResponse): string | undefined {
  try {
    const body: unknown = res.json()
    if (body && typeof body === 'object' && 'errorCode' in body && typeof body.errorCode === 'string') {
      return body.errorCode
    }
  } catch {
    // Not JSON: reported as a missing errorCode below.
  }
  return undefined
}

describe('access matrix (ARCHITECTURE §5)', () => {
  let t: TestApp
  let world: SignedInMatrixWorld
  const { cases, badFiles } = loadCases()

  beforeAll(async () => {
    t = await createTestApp()
    world = await buildMatrixWorld(t)
  })
  afterAll(async () => t?.close())

  it('every .access-cases.ts file exports accessCases', () => {
    expect(Object.keys(caseFiles).length).toBeGreaterThan(0)
    expect(badFiles, 'files without an `accessCases` array export').toEqual([])
  })

  it('every route of the contract has a row, and every row names a route of the contract', () => {
    const contractKeys = new Set(allRoutes.map(routeKey))
    const covered = new Set(cases.map((c) => routeKey(c.accessCase.route)))
    const missing = allRoutes.filter((r) => !covered.has(routeKey(r)))
    const unknown = cases.filter((c) => !contractKeys.has(routeKey(c.accessCase.route)))
    const problems = [
      ...missing.map(
        (r) =>
          `no access case: ${routeKey(r)} (module ${moduleOf.get(routeKey(r)) ?? '?'}, action ${r.action})`,
      ),
      ...unknown.map((c) => `not in allRoutes: ${routeKey(c.accessCase.route)} (in ${c.file})`),
    ]
    if (problems.length > 0) {
      expect.fail(
        `The access matrix does not match the contract; add rows in modules/<module>/<module>.access-cases.ts:\n${problems.join('\n')}`,
      )
    }
    expect(covered.size).toBe(contractKeys.size)
  })

  it('answers every fixture as its row expects', async () => {
    const mismatches: Mismatch[] = []
    let checked = 0
    for (const { accessCase } of cases) {
      const { route } = accessCase
      const throwaway = throwawaySessionActions.has(route.action)
      await Promise.all(
        fixtureNames.map(async (who) => {
          const row = (got: string): Mismatch => ({
            route: routeKey(route),
            name: accessCase.name ?? '',
            fixture: who,
            expected: allowed(accessCase.expect[who] ?? accessCase.expect.others).join(' or '),
            got,
          })
          try {
            const got = await send(accessCase, who, throwaway)
            checked++
            const expected = allowed(accessCase.expect[who] ?? accessCase.expect.others)
            const code = errorCodeOf(got)
            if (!expected.includes(got.statusCode)) {
              mismatches.push(row(`${got.statusCode}${code ? ` ${code}` : ''}`))
            } else if (got.statusCode >= 400 && got.statusCode < 500 && !code) {
              mismatches.push(row(`${got.statusCode} without an errorCode`))
            }
          } catch (error) {
            mismatches.push(row(`request failed: ${error instanceof Error ? error.message : String(error)}`))
          }
        }),
      )
    }
    // A case that ended a fixture's session would silently turn the later cases into 401s.
    await Promise.all(
      fixtureNames.map(async (who) => {
        if (who === 'anonymous') return
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/v1/users/health',
          headers: { cookie: world.cookieOf(who)! },
        })
        if (res.statusCode !== 200) {
          mismatches.push({
            route: 'fixture session still valid',
            name: `add the action to throwawaySessionActions`,
            fixture: who,
            expected: '200',
            got: `${res.statusCode} ${errorCodeOf(res) ?? ''}`,
          })
        }
      }),
    )
    if (mismatches.length > 0) {
      mismatches.sort((a, b) => a.route.localeCompare(b.route) || a.name.localeCompare(b.name))
      expect.fail(
        `${mismatches.length} of ${checked} answers differ from the access matrix:\n${table(mismatches)}`,
      )
    }
    expect(checked).toBe(cases.length * fixtureNames.length)
  }, 600_000) // every route × 14 fixtures: minutes on a loaded 2-core machine, not the default 60 s

  async function send(
    accessCase: AccessCase,
    who: FixtureName,
    throwaway: boolean,
  ): Promise<LightMyRequestResponse> {
    const { route } = accessCase
    const parts = (await accessCase.request?.(world, who)) ?? {}
    const cookie = parts.cookie ?? (throwaway ? await world.freshCookie(who) : world.cookieOf(who))
    return t.app.inject({
      method: route.method,
      url: buildPath(route.path, parts.params),
      ...(parts.query !== undefined ? { query: parts.query } : {}),
      ...(parts.payload !== undefined ? { payload: parts.payload } : {}),
      headers: { ...parts.headers, ...(cookie ? { cookie } : {}) },
    })
  }
})
