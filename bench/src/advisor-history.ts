import { sql } from 'drizzle-orm'
import { staffAssignments, users } from '@nido/server/src/db/schema/index'
import type { Db } from '@nido/server/src/db/client'
import { hashPassword } from '@nido/server/src/platform/password'
import { summarizeRoutes, type RouteSummary } from './route-latencies'
import { signIn } from './server'

// The history's part of `npm run bench -- --only advisor-report` (docs/advisor.md "History"): on
// the report's data (100 schools, 100 000 answers), every school's director and the group's
// coordinator read the history at once — a director their school's first page and the next, the
// coordinator the group's, one school's or one channel's — while reply sets are written (the
// caller's writer). Each reader picks a user at random for each request.

type Kind = 'directorFirstPage' | 'directorNextPage' | 'groupFirstPage' | 'groupBySchool' | 'groupByChannel'

export interface HistoryRun {
  users: number
  readers: number
  readsPerSecond: number
  failures: number
  routes: Record<string, RouteSummary>
}

/** One director per school, signed in: the history's many readers. */
export async function signInDirectors(
  db: Db,
  baseUrl: string,
  schoolIds: readonly string[],
  password: string,
): Promise<string[]> {
  const passwordHash = await hashPassword(password)
  const now = new Date()
  const inserted = await db
    .insert(users)
    .values(
      schoolIds.map((_, i) => ({
        profileType: 'DIRECTOR' as const,
        firstname: 'Director',
        lastname: `${i}`,
        email: `bench.advisor.director.${i}@example.test`,
        passwordHash,
        status: 'Active' as const,
        language: 'en',
        termsAcceptedAt: now,
      })),
    )
    .returning({ id: users.id })
  await db
    .insert(staffAssignments)
    .values(inserted.map((u, i) => ({ userId: u.id, level: 'SCHOOL' as const, schoolId: schoolIds[i]! })))
  await db.execute(sql`analyze users`)
  const cookies: string[] = []
  for (const i of schoolIds.keys())
    cookies.push(await signIn(baseUrl, `bench.advisor.director.${i}@example.test`, password))
  return cookies
}

export async function historyReaders(options: {
  baseUrl: string
  directors: readonly string[]
  coordinator: string
  schoolIds: readonly string[]
  readers: number
  durationMs: number
}): Promise<HistoryRun> {
  const { baseUrl, directors, coordinator, schoolIds, readers, durationMs } = options
  const latencies = new Map<Kind, number[]>()
  let failures = 0
  const get = async (kind: Kind, cookie: string, path: string) => {
    const started = performance.now()
    const res = await fetch(baseUrl + path, { headers: { cookie } })
    const body = (await res.json()) as { nextCursor?: string | null }
    if (res.status !== 200) failures++
    else latencies.set(kind, [...(latencies.get(kind) ?? []), performance.now() - started])
    return body
  }
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!
  const deadline = Date.now() + durationMs
  const reader = async () => {
    while (Date.now() < deadline) {
      const roll = Math.random()
      if (roll < 0.7) {
        const cookie = pick(directors)
        const first = await get('directorFirstPage', cookie, '/api/v1/advisor/history?limit=20')
        if (first.nextCursor)
          await get('directorNextPage', cookie, `/api/v1/advisor/history?limit=20&cursor=${first.nextCursor}`)
      } else if (roll < 0.8) await get('groupFirstPage', coordinator, '/api/v1/advisor/history?limit=20')
      else if (roll < 0.9)
        await get(
          'groupBySchool',
          coordinator,
          `/api/v1/advisor/history?limit=20&schoolId=${pick(schoolIds)}`,
        )
      else await get('groupByChannel', coordinator, '/api/v1/advisor/history?limit=20&channel=host')
    }
  }
  const started = Date.now()
  await Promise.all(Array.from({ length: readers }, () => reader()))
  const seconds = (Date.now() - started) / 1000
  const routes = summarizeRoutes(latencies)
  const total = [...latencies.values()].reduce((n, l) => n + l.length, 0)
  return {
    users: directors.length + 1,
    readers,
    readsPerSecond: Math.round(total / seconds),
    failures,
    routes,
  }
}
