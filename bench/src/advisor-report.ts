import { writeBenchResult } from './report'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import {
  advisorCampaigns,
  advisorCampaignSchools,
  advisorQuestions,
  advisorSectors,
  advisorSectorSchools,
  featureFlags,
  groups,
  schools,
  staffAssignments,
  users,
} from '@nido/server/src/db/schema/index'
import { recordReplySet } from '@nido/server/src/modules/advisor/index'
import { hashPassword } from '@nido/server/src/platform/password'
import { openBenchDatabase } from './database'
import { historyReaders, signInDirectors } from './advisor-history'
import { measure } from './load'
import { signIn, startBenchServer } from './server'

// `npm run bench -- --only advisor-report` (docs/advisor.md "Reports"): a campaign's report over
// 100 schools and 100 000 answers, goal p95 < 300 ms on PostgreSQL. Seeds one group of 100
// schools, a sector of 10 of them, an active identified campaign with three questions over all of
// them, 100 000 answers (SQL generate_series: reply sets of three answers, each set at one instant
// of the last 90 days in one school, ratings spread by a hash), signs a coordinator in, and loads
// the report with autocannon, every connection asking in turn for the filters a group reads
// (`readerPaths`): one connection, then 4 readers while reply sets are written through
// recordReplySet (the answer flows' one write), as families answer while the group reads. Then the
// history (advisor-history.ts): 100 directors and the coordinator read it while sets are written.

const password = 'bench-advisor-password'

export async function runAdvisorReportBench(argv: string[], log: (m: string) => void): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      schools: { type: 'string', default: '100' },
      answers: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '10' },
      database: { type: 'string' },
    },
    strict: true,
  })
  const schoolCount = Number(values.schools)
  const answerCount = Number(values.answers)
  const duration = Number(values.duration)
  const bench = await openBenchDatabase({
    databaseUrl: values.database ?? process.env.DATABASE_URL,
    pool: 10,
  } as Parameters<typeof openBenchDatabase>[0])
  const { db } = bench.database
  try {
    log(`${bench.location}: seeding ${schoolCount} schools × ${answerCount} answers…`)
    const now = new Date()
    const [group] = await db.insert(groups).values({ name: 'Bench advisor' }).returning()
    const schoolRows = await db
      .insert(schools)
      .values(
        Array.from({ length: schoolCount }, (_, i) => ({
          groupId: group!.id,
          name: `Bench school ${i}`,
          timezone: 'Europe/Paris',
        })),
      )
      .returning({ id: schools.id })
    await db.insert(featureFlags).values({ schoolId: null, key: 'advisor', enabled: true, options: {} })
    const [coordinator] = await db
      .insert(users)
      .values({
        profileType: 'COORDINATOR',
        firstname: 'Bench',
        lastname: 'Coordinator',
        email: 'bench.advisor.coordinator@example.test',
        passwordHash: await hashPassword(password),
        status: 'Active',
        language: 'en',
        termsAcceptedAt: now,
      })
      .returning()
    await db.insert(staffAssignments).values({ userId: coordinator!.id, level: 'GROUP', groupId: group!.id })
    const [campaign] = await db
      .insert(advisorCampaigns)
      .values({
        groupId: group!.id,
        name: 'Bench campaign',
        audiences: ['families'],
        opensOn: '2020-01-01',
        closesOn: null,
        status: 'active',
        anonymous: false,
        eligibleCount: answerCount,
        openedAt: now,
      })
      .returning()
    await db
      .insert(advisorCampaignSchools)
      .values(schoolRows.map((s) => ({ campaignId: campaign!.id, schoolId: s.id })))
    const questions = await db
      .insert(advisorQuestions)
      .values([
        { campaignId: campaign!.id, position: 0, content: 'Recommend?', kind: 'scale', nps: true },
        { campaignId: campaign!.id, position: 1, content: 'Welcome', kind: 'stars' },
        { campaignId: campaign!.id, position: 2, content: 'Meals', kind: 'stars' },
      ])
      .returning()
    const [npsQ, welcomeQ, mealsQ] = questions
    const [sector] = await db
      .insert(advisorSectors)
      .values({ groupId: group!.id, name: 'Bench sector' })
      .returning()
    await db
      .insert(advisorSectorSchools)
      .values(schoolRows.slice(0, 10).map((s) => ({ sectorId: sector!.id, schoolId: s.id })))
    // Three answers per reply set (set i / 3), written at one instant of the last 90 days in one
    // school, as recordReplySet writes them; ratings and comments (one in ten) from a hash of the
    // answer, the NPS question skipped (−1) one time in twelve.
    const hash = (of: string) => `('x' || substr(md5(${of}), 1, 7))::bit(28)::int`
    await db.execute(sql`
      insert into advisor_replies (id, campaign_id, question_id, reply_set_id, school_id, rating, comment, channel, first_of_set, created_at, updated_at)
      select gen_random_uuid(), ${campaign!.id}::uuid,
        (array[${npsQ!.id}::uuid, ${welcomeQ!.id}::uuid, ${mealsQ!.id}::uuid])[1 + i % 3],
        md5('set ' || (i / 3))::uuid,
        (${sql.raw(`array[${schoolRows.map((s) => `'${s.id}'::uuid`).join(',')}]`)})[1 + (i / 3) % ${schoolCount}],
        case when i % 3 = 0 then h % 12 - 1 else 1 + h % 5 end,
        case when h % 10 = 0 then 'Bench comment ' || i else null end,
        'popup',
        i % 3 = 0,
        at, at
      from generate_series(0, ${answerCount - 1}) as i,
        lateral (select ${sql.raw(hash('i::text'))} as h,
          now() - make_interval(secs => ${sql.raw(hash(`'at ' || (i / 3)`))} % (90 * 86400)) as at) k`)
    await db.execute(sql`analyze`)

    const schoolIds = schoolRows.map((s) => s.id)
    const server = await startBenchServer(bench.database, coordinator!.id)
    try {
      const cookie = await signIn(server.baseUrl, 'bench.advisor.coordinator@example.test', password)
      const path = `/api/v1/advisor/campaigns/${campaign!.id}/report`
      const monthAgo = new Date(now.getTime() - 30 * 86_400_000).toISOString().slice(0, 10)
      // What a group reads: the whole campaign by week, day and month, one school, one sector, the
      // last 30 days.
      const readerPaths = [
        `${path}?granularity=week`,
        `${path}?granularity=day`,
        `${path}?granularity=month`,
        `${path}?granularity=week&schoolId=${schoolRows[0]!.id}`,
        `${path}?granularity=month&sectorId=${sector!.id}`,
        `${path}?granularity=day&from=${monthAgo}&to=${now.toISOString().slice(0, 10)}`,
      ]
      // Reply sets written through recordReplySet, one every ~20 ms, while others read.
      let written = 0
      const startWriter = () => {
        let writing = true
        const done = (async () => {
          while (writing) {
            await db.transaction((tx) =>
              recordReplySet(
                tx,
                new Date(),
                campaign!.id,
                {
                  schoolId: schoolRows[written % schoolCount]!.id,
                  sessionId: `bench-${written}`,
                  channel: 'host',
                },
                [
                  { questionId: npsQ!.id, rating: written % 11, comment: null },
                  { questionId: welcomeQ!.id, rating: 1 + (written % 5), comment: null },
                ],
              ),
            )
            written += 1
            await new Promise((resolve) => setTimeout(resolve, 20))
          }
        })()
        return async () => {
          writing = false
          await done
        }
      }
      const runs = []
      for (const connections of [1, 4]) {
        // With 4 readers, reply sets are written meanwhile.
        const before = written
        const stopWriter = connections > 1 ? startWriter() : async () => {}
        const m = await measure(
          {
            key: 'a',
            name: `advisor report (${connections} reader${connections > 1 ? 's' : ''})`,
            path: readerPaths[0]!,
            paths: readerPaths,
            headers: { cookie },
          },
          { baseUrl: server.baseUrl, duration, warmup: 2, connections, pipelining: 1 },
        )
        await stopWriter()
        runs.push({ connections, replySetsWritten: written - before, ...m })
        log(
          `${m.name}: ${m.reqPerSec.toFixed(1)} req/s, p50 ${m.latencyMs.p50} ms, p95 ${m.latencyMs.p95} ms, ` +
            `p99 ${m.latencyMs.p99} ms, non-2xx ${m.non2xx}, errors ${m.errors}, reply sets written ${written - before}`,
        )
      }
      // The history (docs/advisor.md "History"): every school's director and the coordinator.
      const directors = await signInDirectors(db, server.baseUrl, schoolIds, password)
      const beforeHistory = written
      const stopWriter = startWriter()
      const history = await historyReaders({
        baseUrl: server.baseUrl,
        directors,
        coordinator: cookie,
        schoolIds,
        readers: 8,
        durationMs: duration * 1000,
      })
      await stopWriter()
      for (const [kind, r] of Object.entries(history.routes))
        log(`history ${kind}: ${r.requests} requests, p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms`)
      log(
        `history: ${history.readsPerSecond} reads/s by ${history.users} users, ` +
          `${written - beforeHistory} reply sets written, ${history.failures} failures`,
      )
      const target =
        runs.every((r) => r.latencyMs.p95 < 300) &&
        history.failures === 0 &&
        Object.values(history.routes).every((r) => r.p95 < 300)
      log(`target "p95 < 300 ms": ${target ? 'met' : 'NOT met'}`)
      const file = await writeBenchResult('advisor-report', {
        date: new Date().toISOString(),
        node: process.version,
        database: bench.location.startsWith('/') ? 'pglite' : 'postgres',
        schools: schoolCount,
        answers: answerCount,
        readerPaths: readerPaths.map((p) => p.slice(path.length)),
        runs,
        history: { ...history, replySetsWritten: written - beforeHistory },
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
