import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { allRoutes, buildPath, type RouteDef } from '@nido/domain/contracts/index'
import { buildApp } from './app'
import { createTestApp, type TestApp } from './test/app'
import { malformedRequest, validRequest, type FuzzRequest, type GenOptions } from './test/arbitraries'
import { buildMatrixWorld, openSession, type SignedInMatrixWorld } from './test/matrix-world'

// The contract fuzz test (ARCHITECTURE §4: a 500 never answers a client's input). Every route of
// allRoutes gets inputs generated from its own zod schemas, valid-shaped and malformed, as several
// profiles; any status >= 500 fails. New routes are covered without editing this file.
//
// Bounded on purpose: runs per route and profile below, seed fixed unless FUZZ_SEED is set
// (the failure report prints the seed to replay a run).

const runs = { valid: 15, malformed: 10 }
const seedFromEnv = Number.parseInt(process.env.FUZZ_SEED ?? '', 10)
const baseSeed = Number.isNaN(seedFromEnv) ? 20261118 : seedFromEnv

const profiles = ['anonymous', 'guardianA1s1', 'teacherA1s1', 'directorA1'] as const
type Profile = (typeof profiles)[number]
type SignedInProfile = Exclude<Profile, 'anonymous'>
const signedInProfiles = profiles.filter((p): p is SignedInProfile => p !== 'anonymous')

/**
 * Actions that end the session they come with. They run on a fresh session of a "twin" user (same
 * profile, same place), so neither the profile's own session nor its user is touched.
 */
const sessionEndingActions: ReadonlySet<string> = new Set(['auth.logout', 'dataProtection.askDeletion'])

/**
 * Fuzz traffic comes from addresses of its own, one per profile: random sign-ins fail, and the
 * per-address limit (auth.throttle signInLimits) must neither block the setup's sign-ins nor turn
 * every later profile's sign-in runs into 429s.
 */
const fuzzAddress = (profile: Profile) => `198.51.100.${profiles.indexOf(profile) + 1}`

const routeKey = (r: RouteDef) => `${r.method} ${r.path}`

/** FNV-1a: a stable seed per route, profile and kind, so adding a route does not move the others. */
function seedFor(...parts: string[]): number {
  let hash = 0x811c9dc5
  for (const char of parts.join('|')) {
    hash ^= char.codePointAt(0)!
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash ^ baseSeed) | 0
}

interface SerializedError {
  type?: string
  message?: string
  stack?: string
  cause?: SerializedError
}

interface LoggedError {
  msg?: string
  err?: SerializedError
}

interface Failure {
  route: string
  profile: Profile
  kind: string
  seed: number
  input: string
  status: number
  body: string
  logged: string
}

/** JSON with long strings cut, so a failure report stays readable. */
function brief(value: unknown, max = 600): string {
  const text = JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 120 ? `${v.slice(0, 40)}…(${v.length} chars)` : v,
  )
  return text.length > max ? `${text.slice(0, max)}…` : text
}

/** Keeps the cause chain (a database error sits in the cause of a DrizzleQueryError). */
function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) }
  return {
    type: error.name,
    message: error.message,
    ...(error.stack ? { stack: error.stack } : {}),
    ...(error.cause !== undefined ? { cause: serializeError(error.cause) } : {}),
  }
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text)

/** The error behind a 500 as the server logged it: message, cause, and the first stack frames. */
function describeLogged(entries: LoggedError[]): string {
  return entries
    .map((entry) => {
      const err = entry.err
      if (!err) return entry.msg ?? ''
      const frames = (err.stack ?? '').split('\n').filter((l) => l.trim().startsWith('at '))
      return [
        `${err.type ?? 'Error'}: ${cut((err.message ?? '').replace(/\s+/g, ' '), 300)}`,
        ...(err.cause ? [`cause: ${err.cause.type ?? 'Error'}: ${cut(err.cause.message ?? '', 300)}`] : []),
        ...frames.slice(0, 8).map((l) => l.trim()),
      ].join('\n')
    })
    .join('\n')
}

/** One entry per distinct failure (status and logged error), with how often and for whom it came. */
function report(failures: Failure[]): string {
  const groups = new Map<string, Failure[]>()
  for (const f of failures) {
    const key = `${f.status} ${f.logged.split('\n')[0] ?? ''} ${f.logged ? '' : f.body}`
    groups.set(key, [...(groups.get(key) ?? []), f])
  }
  const shown = [...groups.values()].slice(0, 10).map((group) => {
    const f = group[0]!
    const profiles = [...new Set(group.map((g) => g.profile))].join(', ')
    const kinds = [...new Set(group.map((g) => g.kind))].slice(0, 6).join('; ')
    return [
      `${f.status} × ${group.length} (profiles: ${profiles}; inputs: ${kinds})`,
      `  first: as ${f.profile}, ${f.kind}, seed ${f.seed}`,
      `  input: ${f.input}`,
      `  body:  ${f.body}`,
      f.logged ? `  logged:\n${f.logged.replace(/^/gm, '    ')}` : '  logged: nothing',
    ].join('\n')
  })
  const more = groups.size > 10 ? [`…and ${groups.size - 10} more distinct failures`] : []
  return [...shown, ...more].join('\n\n')
}

describe('contract fuzz: no input makes any route answer 5xx (ARCHITECTURE §4)', () => {
  let t: TestApp
  let app: FastifyInstance
  let world: SignedInMatrixWorld
  const cookies = new Map<Profile, string | undefined>()
  const twinIds = new Map<SignedInProfile, string>()
  const logged: LoggedError[] = []
  /** Answers other than 401 per signed-in profile: proof that the runs were made signed in. */
  const servedSignedIn = new Map<SignedInProfile, number>()

  beforeAll(async () => {
    t = await createTestApp()
    world = await buildMatrixWorld(t)
    for (const p of profiles) cookies.set(p, world.cookieOf(p))
    const { ids } = world
    const twins = {
      guardianA1s1: await t.make.guardianOf([ids.childA1s1], { relationship: 'Father' }),
      teacherA1s1: await t.make.staff('TEACHER', { sectionId: ids.sectionA1s1 }),
      directorA1: await t.make.staff('DIRECTOR', { schoolId: ids.schoolA1 }),
    } satisfies Record<SignedInProfile, { id: string }>
    for (const p of signedInProfiles) twinIds.set(p, twins[p].id)
    // A second app on the same database and dependencies, whose logger keeps the errors behind a
    // 500 (the answer itself hides them, platform/errors.ts) for the failure report.
    const logger = {
      level: 'error',
      serializers: { err: serializeError },
      stream: {
        write(line: string) {
          logged.push(JSON.parse(line) as LoggedError)
        },
      },
    }
    // Jobs stay off, as in the test app (docs/modules.md): none runs behind the fuzzer's back.
    app = await buildApp(t.deps, { logger, jobPollMs: false })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await t?.close()
  })

  const genOptions = (): GenOptions => ({
    knownIds: [
      ...Object.values(world.ids).filter((v): v is string => typeof v === 'string'),
      ...Object.values(world.ids.users),
    ],
  })

  async function send(
    route: RouteDef,
    profile: Profile,
    input: FuzzRequest,
    cookie: string | undefined,
  ): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = {}
    const path = buildPath(route.path, input.params)
    const url = input.rawQuery !== undefined ? `${path}?${input.rawQuery}` : path
    const options: InjectOptions = { method: route.method, url, remoteAddress: fuzzAddress(profile), headers }
    if (input.rawQuery === undefined && input.query) options.query = input.query
    if (input.body && 'json' in input.body) {
      headers['content-type'] = 'application/json'
      options.payload = JSON.stringify(input.body.json) ?? 'null'
    } else if (input.body) {
      headers['content-type'] = input.body.contentType
      options.payload = input.body.raw
    }
    const sentCookie = input.cookie ?? cookie
    if (sentCookie) headers.cookie = sentCookie
    return app.inject(options)
  }

  /** Signs the profile in again when a run ended its session, and says so. */
  async function checkSession(profile: SignedInProfile): Promise<string | undefined> {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/users/health',
      headers: { cookie: cookies.get(profile)! },
    })
    if (res.statusCode === 200) return undefined
    cookies.set(profile, await world.freshCookie(profile).catch(() => undefined))
    return `${res.statusCode} ${res.body}`
  }

  it.each(allRoutes.map((r) => [routeKey(r), r] as const))('%s', async (key, route) => {
    const failures: Failure[] = []
    const endedSessions: string[] = []
    let sent = 0
    for (const profile of profiles) {
      for (const [kind, numRuns] of Object.entries(runs)) {
        const seed = seedFor(key, profile, kind)
        const arb =
          kind === 'valid' ? validRequest(route, genOptions()) : malformedRequest(route, genOptions())
        const inputs = fc.sample(arb, { numRuns, seed })
        const runCookies =
          profile !== 'anonymous' && sessionEndingActions.has(route.action)
            ? await Promise.all(
                inputs.map(() => openSession(t, twinIds.get(profile)!, world.current[profile])),
              )
            : inputs.map(() => cookies.get(profile))
        for (const [i, input] of inputs.entries()) {
          logged.length = 0
          const res = await send(route, profile, input, runCookies[i])
          sent++
          if (profile !== 'anonymous' && res.statusCode !== 401) {
            servedSignedIn.set(profile, (servedSignedIn.get(profile) ?? 0) + 1)
          }
          if (res.statusCode >= 500) {
            failures.push({
              route: key,
              profile,
              kind: input.kind,
              seed,
              input: brief({
                params: input.params,
                query: input.query ?? input.rawQuery,
                body: input.body,
                cookie: input.cookie,
              }),
              status: res.statusCode,
              body: res.body.slice(0, 300),
              logged: describeLogged(logged),
            })
          }
        }
      }
      if (profile !== 'anonymous') {
        const ended = await checkSession(profile)
        if (ended) endedSessions.push(`${profile}: ${ended}`)
      }
    }
    if (failures.length > 0)
      expect.fail(`${failures.length} answers >= 500 for ${key}:\n\n${report(failures)}`)
    expect(
      endedSessions,
      `${key} ended a profile's session: add ${route.action} to sessionEndingActions`,
    ).toEqual([])
    expect(sent).toBe(profiles.length * (runs.valid + runs.malformed))
  })

  it('signed-in profiles were served as signed in', () => {
    for (const p of signedInProfiles) expect(servedSignedIn.get(p) ?? 0, p).toBeGreaterThan(0)
  })
})
