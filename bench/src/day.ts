import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { and, eq, inArray, like } from 'drizzle-orm'
import { sql } from 'drizzle-orm'
import sharp from 'sharp'
import { childSections, guardianships, staffAssignments, users } from '@nido/server/src/db/schema/index'
import { seedScale, scaleEmailDomain } from '@nido/server/src/seed/scale'
import { seedScaleNews } from '@nido/server/src/seed/scale-news'
import { openBenchDatabase } from './database'
import { runDayLoad, type DayJob, type DayOutcome, type WriterRates } from './day-load'
import { formatDay, type DayReport, type DayRun } from './day-report'
import { measure } from './load'
import type { BenchOptions } from './options'
import { loadAverage, machineInfo, round, writeBenchResult } from './report'
import { openSession } from '@nido/server/src/modules/auth/auth.open-session'
import { sessionCookieName } from '@nido/server/src/platform/session'
import { signIn, startBenchServer } from './server'

// `npm run bench -- --only day` (docs/performance-day.md): a school day. Thousands of different
// signed-in guardians (and some staff) open the app while teachers write at fixed rates, all
// through the real HTTP routes; run twice on the same data, read cache on then off, with the
// bare route and the one-query floor measured on each server. Figures per route, side by side.

export const dayUsage = `Usage: npm run bench -- --only day [options]

  --schools N        schools              (PostgreSQL 100, PGlite 3)
  --children N       children             (PostgreSQL 10000, PGlite 300)
  --content-items N  news items per school (PostgreSQL 10000, PGlite 200)
  --readers N        signed-in readers, 1 in 20 staff (10000; capped by the accounts seeded)
  --http-sign-ins N  readers signed in through POST /auth/login (200); the others get their
                     session from the server's own openSession, without argon2's cost
  --connections N    concurrent reader connections (10)
  --pool N           PostgreSQL pool size (10)
  --duration S       measured seconds per run (30)   --warmup S  (5)
  --alone-duration S seconds of readers on the feed only, then on /me only, under the same
                     writes (10 each; the targets' ratios to the floor)
  --care-logs R --reactions R --chat R --check-ins R --posts R
                     writes per second (5, 10, 5, 2, 0.2); check-ins count arrivals and departures
  --writer-schools N schools whose teachers write (10)

DATABASE_URL=postgres://… runs on PostgreSQL (database nido_bench, dropped afterwards), else PGlite.`

export async function runDayBench(argv: string[], log: (m: string) => void): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      help: { type: 'boolean' },
      schools: { type: 'string' },
      children: { type: 'string' },
      'content-items': { type: 'string' },
      readers: { type: 'string', default: '10000' },
      'http-sign-ins': { type: 'string', default: '200' },
      connections: { type: 'string', default: '10' },
      pool: { type: 'string', default: '10' },
      duration: { type: 'string', default: '30' },
      warmup: { type: 'string', default: '5' },
      'alone-duration': { type: 'string', default: '10' },
      'care-logs': { type: 'string', default: '5' },
      reactions: { type: 'string', default: '10' },
      chat: { type: 'string', default: '5' },
      'check-ins': { type: 'string', default: '2' },
      posts: { type: 'string', default: '0.2' },
      'writer-schools': { type: 'string', default: '10' },
    },
    strict: true,
  })
  if (values.help) {
    console.log(dayUsage)
    return 0
  }
  const databaseUrl = process.env.DATABASE_URL || undefined
  const postgres = Boolean(databaseUrl)
  const num = (raw: string | undefined, fallback: number) => {
    const n = raw === undefined ? fallback : Number(raw)
    if (!Number.isFinite(n) || n < 0) throw new Error(`not a number ≥ 0: ${raw}`)
    return n
  }
  const options = {
    db: postgres ? 'postgres' : 'pglite',
    schools: num(values.schools, postgres ? 100 : 3),
    children: num(values.children, postgres ? 10_000 : 300),
    contentItems: num(values['content-items'], postgres ? 10_000 : 200),
    readers: num(values.readers, 10_000),
    httpSignIns: num(values['http-sign-ins'], 200),
    connections: num(values.connections, 10),
    pool: num(values.pool, 10),
    duration: num(values.duration, 30),
    warmup: num(values.warmup, 5),
    aloneDuration: num(values['alone-duration'], 10),
    writerSchools: num(values['writer-schools'], 10),
  }
  const rates: WriterRates = {
    careLog: num(values['care-logs'], 5),
    reactions: num(values.reactions, 10),
    chat: num(values.chat, 5),
    checkIns: num(values['check-ins'], 2),
    posts: num(values.posts, 0.2),
  }
  const loadBefore = loadAverage()
  const bench = await openBenchDatabase({ databaseUrl, pool: options.pool } as BenchOptions)
  const { db } = bench.database
  try {
    log(`${bench.location}: seeding ${options.schools} schools, ${options.children} children…`)
    const seedStarted = performance.now()
    const summary = await seedScale(db, { ...options, now: new Date() })
    const structureSeconds = round((performance.now() - seedStarted) / 1000, 1)
    log(`structure seeded in ${structureSeconds} s; ${options.contentItems} news items per school…`)
    const news = await seedScaleNews(db, {
      groupId: summary.groupId,
      itemsPerSchool: options.contentItems,
      now: new Date(),
    })
    const seedSeconds = round((performance.now() - seedStarted) / 1000, 1)
    log(`seeded in ${seedSeconds} s (${news.items} news items)`)
    await db.execute(sql`analyze`)

    // Readers: guardians, and one in twenty staff (teachers and directors).
    const scale = like(users.email, `%@${scaleEmailDomain}`)
    const guardianRows = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.profileType, 'GUARDIAN'), scale))
      .orderBy(sql`random()`)
      .limit(Math.ceil(options.readers * 0.95))
    const staffRows = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(inArray(users.profileType, ['TEACHER', 'DIRECTOR']), scale))
      .orderBy(sql`random()`)
      .limit(Math.max(1, options.readers - guardianRows.length))
    const readerEmails = [...guardianRows, ...staffRows].map((r) => r.email!)

    // Writers: the teachers of the first schools, each with the children of their section.
    const teacherRows = await db
      .select({ id: users.id, email: users.email, sectionId: staffAssignments.sectionId })
      .from(users)
      .innerJoin(staffAssignments, eq(staffAssignments.userId, users.id))
      .where(and(eq(users.profileType, 'TEACHER'), scale))
    const writerPattern = new RegExp(`^teacher\\.(\\d+)\\.`)
    const writerTeachers = teacherRows.filter(
      (t) => Number(writerPattern.exec(t.email ?? '')?.[1] ?? 0) <= options.writerSchools,
    )
    const sectionIds = writerTeachers.map((t) => t.sectionId!)
    const sectionChildren = await db
      .select({ childId: childSections.childId, sectionId: childSections.sectionId })
      .from(childSections)
      .where(inArray(childSections.sectionId, sectionIds))
    const sectionGuardians = await db
      .selectDistinct({ guardianId: guardianships.guardianId, sectionId: childSections.sectionId })
      .from(guardianships)
      .innerJoin(childSections, eq(childSections.childId, guardianships.childId))
      .where(inArray(childSections.sectionId, sectionIds))
    const firstStaff = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, writerTeachers[0]!.email!))

    // Sign in everybody up front. The writers and the first `httpSignIns` readers go through the
    // real endpoint (argon2: a few at a time); the others get their session from the server's
    // own `openSession` (what every sign-in branch calls after checking the password), since
    // 10 000 argon2 checks would take minutes and prove nothing more. Sessions live in the
    // database, so the cookies serve both servers (cache on, cache off).
    process.env.READ_CACHE = 'on'
    const setup = await startBenchServer(bench.database, firstStaff[0]!.id)
    const cookies = new Map<string, string>()
    const signInStarted = performance.now()
    const overHttp = [
      ...new Set([...writerTeachers.map((t) => t.email!), ...readerEmails.slice(0, options.httpSignIns)]),
    ]
    let next = 0
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < overHttp.length) {
          const email = overHttp[next++]!
          cookies.set(email, await signIn(setup.baseUrl, email, summary.password))
        }
      }),
    )
    const direct = [...guardianRows, ...staffRows].filter((r) => !cookies.has(r.email!))
    const { deps } = setup
    for (let i = 0; i < direct.length; i += 250) {
      const batch = direct.slice(i, i + 250)
      const tokens = await db.transaction(async (tx) => {
        const opened: string[] = []
        for (const row of batch)
          opened.push(
            (
              await openSession(tx, deps, {
                userId: row.id,
                client: { ip: '127.0.0.1', userAgent: 'nido-bench', preference: {} },
                now: new Date(),
                via: 'bench',
              })
            ).token,
          )
        return opened
      })
      batch.forEach((row, k) => cookies.set(row.email!, `${sessionCookieName}=${tokens[k]}`))
    }
    log(`${cookies.size} signed in in ${round((performance.now() - signInStarted) / 1000, 1)} s`)

    const teachers = writerTeachers.map((t) => ({
      cookie: cookies.get(t.email!)!,
      sectionId: t.sectionId!,
      childIds: sectionChildren.filter((c) => c.sectionId === t.sectionId).map((c) => c.childId),
      guardianIds: sectionGuardians.filter((g) => g.sectionId === t.sectionId).map((g) => g.guardianId),
    }))
    // A channel per teacher with up to ten guardians of the section, as a teacher opens one.
    const chat: DayJob['chat'] = []
    for (const t of teachers.filter((t) => t.guardianIds.length > 0)) {
      const res = await post(setup.baseUrl, t.cookie, '/api/v1/chat/channels', {
        title: 'Section news',
        memberIds: t.guardianIds.slice(0, 10),
      })
      if (res.status === 201) chat.push({ cookie: t.cookie, channelId: (res.body as { id: string }).id })
      else log(`chat channel not created: ${res.status} ${JSON.stringify(res.body)}`)
    }
    // Photos uploaded up front (presign, PUT, complete), one per post of both runs.
    const photo = await samplePhoto()
    // A media belongs to its uploader: each poster posts its own photos, half of them in each run.
    const posters = teachers.slice(0, Math.max(1, Math.min(teachers.length, 5)))
    const perPoster = Math.ceil((rates.posts * (options.duration + options.warmup)) / posters.length) + 1
    const photos: string[][] = []
    for (const poster of posters) {
      const mine: string[] = []
      for (let i = 0; i < perPoster * 2; i++) {
        const id = await uploadPhoto(setup.baseUrl, poster.cookie, photo)
        if (id) mine.push(id)
      }
      photos.push(mine)
    }
    log(`${chat.length} chat channels, ${photos.flat().length} photos uploaded`)
    await setup.close()

    // Each child arrives and leaves once per run: the two runs take different children.
    const checkInPool = teachers
      .flatMap((t) => t.childIds.map((childId) => ({ cookie: t.cookie, childId })))
      .sort(() => Math.random() - 0.5)
    const half = Math.floor(checkInPool.length / 2)
    const readers = readerEmails.map((email) => ({ cookie: cookies.get(email)! }))

    const runs: DayRun[] = []
    for (const [i, cache] of (['on', 'off'] as const).entries()) {
      process.env.READ_CACHE = cache
      const server = await startBenchServer(bench.database, firstStaff[0]!.id)
      try {
        const settings = {
          baseUrl: server.baseUrl,
          duration: 5,
          warmup: 1,
          connections: options.connections,
          pipelining: 1,
        }
        log(`cache ${cache}: bare route and floor…`)
        const bare = await measure({ key: 'a', name: 'bare', path: '/bench/bare' }, settings)
        const floor = await measure({ key: 'b', name: 'pk query (floor)', path: '/bench/pk' }, settings)
        const load = loadAverage()
        log(`cache ${cache}: ${options.warmup} s warm-up + ${options.duration} s of the day…`)
        const job: DayJob = {
          baseUrl: server.baseUrl,
          duration: options.duration,
          warmup: options.warmup,
          connections: options.connections,
          readerRoutes: 'visit',
          rates,
          readers,
          careLog: teachers.filter((t) => t.childIds.length > 0),
          chat,
          checkIns: i === 0 ? checkInPool.slice(0, half) : checkInPool.slice(half),
          posts: posters.map((p, k) => ({
            cookie: p.cookie,
            sectionId: p.sectionId,
            mediaIds: photos[k]!.slice(i * perPoster, (i + 1) * perPoster),
          })),
        }
        const outcome: DayOutcome = await runDayLoad(job)
        for (const failure of outcome.firstFailures) log(`  failed: ${failure}`)
        // The targets' ratios: one route's throughput under the same writes (no check-ins left to
        // make: each child arrives once per run; posts go without a photo).
        const alone = async (readerRoutes: 'feed' | 'me') => {
          log(`cache ${cache}: readers on ${readerRoutes} only, 2 s warm-up + ${options.aloneDuration} s…`)
          const result = await runDayLoad({
            ...job,
            readerRoutes,
            warmup: 2,
            duration: options.aloneDuration,
            checkIns: [],
            posts: job.posts.map((p) => ({ ...p, mediaIds: [] })),
          })
          for (const failure of result.firstFailures) log(`  failed: ${failure}`)
          return result
        }
        const feedAlone = await alone('feed')
        const meAlone = await alone('me')
        runs.push({
          cache,
          bare,
          floor,
          day: outcome,
          alone: { feed: feedAlone, me: meAlone },
          readCache: server.readCache?.stats() ?? null,
          loadAverage: { before: load, after: loadAverage() },
        })
      } finally {
        await server.close()
      }
    }

    const report: DayReport = {
      date: new Date().toISOString(),
      node: process.version,
      db: { kind: postgres ? 'postgres' : 'pglite', location: bench.location },
      machine: machineInfo(loadBefore),
      options,
      rates,
      scale: { ...summary, password: undefined, elapsedMs: undefined, newsItems: news.items },
      seedSeconds,
      readers: { total: readers.length, staff: staffRows.length, signedIn: cookies.size },
      writers: { teachers: teachers.length, chatChannels: chat.length, photos: photos.flat().length },
      runs,
    }
    console.log('\n' + formatDay(report) + '\n')
    const file = await writeBenchResult(`day-${report.db.kind}`, report)
    log(`wrote ${file}`)
    return runs.every((r) => r.day.routes.every((x) => x.errors === 0 && x.non2xx === 0)) ? 0 : 1
  } finally {
    await bench.dispose()
  }
}

async function post(baseUrl: string, cookie: string, path: string, body?: unknown) {
  const res = await fetch(baseUrl + path, {
    method: 'POST',
    headers: body === undefined ? { cookie } : { cookie, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const text = await res.text()
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null }
}

/** A 1200×900 JPEG of about 100 KB, roughly what a phone's resized photo weighs. */
async function samplePhoto(): Promise<Buffer> {
  const { width, height } = { width: 1200, height: 900 }
  const pixels = Buffer.alloc(width * height * 3)
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = (i * 7 + ((i / 3600) | 0) * 13 + Math.random() * 40) & 255
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer()
}

/** The app's single upload (docs/media.md): presign, PUT the bytes, complete. The media id, or null. */
async function uploadPhoto(baseUrl: string, cookie: string, photo: Buffer): Promise<string | null> {
  const ticket = await post(baseUrl, cookie, '/api/v1/media/uploads', {
    kind: 'post',
    fileName: 'garden.jpg',
    size: photo.length,
  })
  if (ticket.status !== 201) return null
  const { mediaId, upload } = ticket.body as {
    mediaId: string
    upload: { url: string; headers: Record<string, string> }
  }
  const put = await fetch(new URL(upload.url, baseUrl), {
    method: 'PUT',
    headers: upload.headers,
    body: photo,
  })
  if (put.status !== 200) return null
  const done = await post(baseUrl, cookie, `/api/v1/media/uploads/${mediaId}/complete`)
  return done.status === 200 ? mediaId : null
}
