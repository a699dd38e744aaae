import { writeBenchResult } from './report'
import { parseArgs } from 'node:util'
import { uuidv7 } from 'uuidv7'
import { sql } from 'drizzle-orm'
import {
  childSections,
  dailyCheckIns,
  dailyEntries,
  dailyLogDays,
  featureFlags,
  groups,
  schools,
  sections,
  staffAssignments,
  users,
} from '@nido/server/src/db/schema/index'
import type { EntryData } from '@nido/domain/contracts/daily-log'
import { hashPassword } from '@nido/server/src/platform/password'
import { localDate } from '@nido/server/src/platform/clock'
import { openBenchDatabase } from './database'
import { measure } from './load'
import { signIn, startBenchServer } from './server'

// `npm run bench -- --only daily-board` (docs/daily-log.md, "Tests and figures"): the board of a
// 60-child section with 20 entries per child loads in p95 < 50 ms. Seeds one school with one section of
// 60 children, half of them checked in, 20 care-log entries each today (1 200 entries), signs its
// teacher in, and loads GET /api/v1/daily-log/board with autocannon: one connection (a page load
// after another: the figure of the target) and then 4 at once (a team on the same section).

const password = 'bench-daily-password'
const timezone = 'Europe/Paris'

const sample: EntryData[] = [
  { kind: 'bottle', content: 'Milk', quantityMl: 150 },
  { kind: 'meal', mealType: 'Lunch', quantity: 'Good' },
  { kind: 'nap', endTime: '14:30' },
  { kind: 'changes', changeType: 'Changes', stool: 'Normal' },
  { kind: 'mood', mood: 'Joyful' },
  { kind: 'activities', activities: ['Music', 'Drawing'] },
  { kind: 'temperature', value: 37.2 },
  { kind: 'soup', quantity: 'Middle' },
]

export async function runDailyBoardBench(argv: string[], log: (m: string) => void): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      children: { type: 'string', default: '60' },
      entries: { type: 'string', default: '20' },
      duration: { type: 'string', default: '10' },
      database: { type: 'string' },
    },
    strict: true,
  })
  const childCount = Number(values.children)
  const perChild = Number(values.entries)
  const duration = Number(values.duration)
  const bench = await openBenchDatabase({
    databaseUrl: values.database ?? process.env.DATABASE_URL,
    pool: 10,
  } as Parameters<typeof openBenchDatabase>[0])
  const { db } = bench.database
  try {
    log(`${bench.location}: seeding ${childCount} children × ${perChild} entries…`)
    const now = new Date()
    const date = localDate(now, timezone)
    const [group] = await db.insert(groups).values({ name: 'Bench daily' }).returning()
    const [school] = await db
      .insert(schools)
      .values({ groupId: group!.id, name: 'Bench nursery', timezone })
      .returning()
    const [section] = await db.insert(sections).values({ schoolId: school!.id, name: 'Babies' }).returning()
    await db.insert(featureFlags).values({ schoolId: school!.id, key: 'daily', enabled: true, options: {} })
    const passwordHash = await hashPassword(password)
    const [teacher] = await db
      .insert(users)
      .values({
        profileType: 'TEACHER',
        firstname: 'Bench',
        lastname: 'Teacher',
        email: 'bench.daily.teacher@example.test',
        passwordHash,
        status: 'Active',
        language: 'en',
        termsAcceptedAt: now,
      })
      .returning()
    await db
      .insert(staffAssignments)
      .values({ userId: teacher!.id, level: 'SECTION', sectionId: section!.id })
    const children = await db
      .insert(users)
      .values(
        Array.from({ length: childCount }, (_, i) => ({
          profileType: 'CHILD' as const,
          firstname: `Child${String(i).padStart(2, '0')}`,
          lastname: 'Bench',
          status: 'Active' as const,
          language: 'en',
        })),
      )
      .returning({ id: users.id })
    await db.insert(childSections).values(children.map((c) => ({ childId: c.id, sectionId: section!.id })))
    await db
      .insert(dailyCheckIns)
      .values(
        children
          .filter((_, i) => i % 2 === 0)
          .map((c) => ({ schoolId: school!.id, childId: c.id, date, arrival: '08:00', departure: null })),
      )
    for (const child of children) {
      const [day] = await db
        .insert(dailyLogDays)
        .values({ childId: child.id, schoolId: school!.id, date })
        .returning({ id: dailyLogDays.id })
      await db.insert(dailyEntries).values(
        Array.from({ length: perChild }, (_, i) => {
          const data = sample[i % sample.length]!
          const minutes = 7 * 60 + i * 30
          return {
            dayId: day!.id,
            childId: child.id,
            schoolId: school!.id,
            sectionId: section!.id,
            date,
            time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
            kind: data.kind,
            comment: i % 4 === 0 ? 'A calm moment with the group.' : '',
            data,
            batchId: uuidv7(),
            authorId: teacher!.id,
          }
        }),
      )
    }
    await db.execute(sql`analyze`)

    const server = await startBenchServer(bench.database, teacher!.id)
    try {
      const cookie = await signIn(server.baseUrl, 'bench.daily.teacher@example.test', password)
      const path = `/api/v1/daily-log/board?sectionId=${section!.id}`
      const check = await fetch(server.baseUrl + path, { headers: { cookie } })
      const board = (await check.json()) as { children: Array<{ entries: unknown[] }> }
      const entries = board.children.reduce((n, c) => n + c.entries.length, 0)
      log(
        `board: ${board.children.length} children, ${entries} entries, ${JSON.stringify(board).length} bytes`,
      )
      const runs = []
      for (const connections of [1, 4]) {
        const m = await measure(
          {
            key: 'e',
            name: `daily board (${connections} connection${connections > 1 ? 's' : ''})`,
            path,
            headers: { cookie },
          },
          { baseUrl: server.baseUrl, duration, warmup: 3, connections, pipelining: 1 },
        )
        runs.push({ connections, ...m })
        log(
          `${m.name}: ${m.reqPerSec.toFixed(1)} req/s, p50 ${m.latencyMs.p50} ms, p95 ${m.latencyMs.p95} ms, ` +
            `p99 ${m.latencyMs.p99} ms, non-2xx ${m.non2xx}, errors ${m.errors}`,
        )
      }
      const target = runs[0]!.latencyMs.p95 < 50
      log(`target "p95 < 50 ms" (one connection): ${target ? 'met' : 'NOT met'}`)
      const file = await writeBenchResult('daily-board', {
        date: new Date().toISOString(),
        node: process.version,
        database: bench.location.startsWith('/') ? 'pglite' : 'postgres',
        children: childCount,
        entriesPerChild: perChild,
        runs,
        target,
      })
      log(`wrote ${file}`)
      return target ? 0 : 1
    } finally {
      await server.close()
    }
  } finally {
    await bench.dispose()
  }
}
