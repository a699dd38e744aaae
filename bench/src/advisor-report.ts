import { writeBenchResult } from './report'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import {
  advisorCampaigns,
  advisorCampaignSchools,
  advisorQuestions,
  featureFlags,
  groups,
  schools,
  staffAssignments,
  users,
} from '@nido/server/src/db/schema/index'
import { recordReplySet } from '@nido/server/src/modules/advisor/index'
import { hashPassword } from '@nido/server/src/platform/password'
import { openBenchDatabase } from './database'
import { measure } from './load'
import { signIn, startBenchServer } from './server'

// `npm run bench -- --only advisor-report` (docs/advisor.md "Reports"): a campaign's report over
// 100 schools and 100 000 answers, goal p95 < 300 ms on PostgreSQL. Seeds one group of 100
// schools, an active identified campaign with three questions over all of them, 100 000 answers
// (SQL generate_series), signs a coordinator in, and loads the report with autocannon: one
// connection, then 4 readers while reply sets are written through recordReplySet (the answer
// flows' one write), as families answer while the group reads its figures.

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
    // Three answers per reply set, spread over 90 days and the schools; one comment in ten.
    await db.execute(sql`
      insert into advisor_replies (id, campaign_id, question_id, reply_set_id, school_id, rating, comment, channel, created_at, updated_at)
      select gen_random_uuid(), ${campaign!.id}::uuid,
        (array[${npsQ!.id}::uuid, ${welcomeQ!.id}::uuid, ${mealsQ!.id}::uuid])[1 + i % 3],
        md5((i / 3)::text)::uuid,
        (${sql.raw(`array[${schoolRows.map((s) => `'${s.id}'::uuid`).join(',')}]`)})[1 + (i / 3) % ${schoolCount}],
        case when i % 3 = 0 then (i * 7) % 12 - 1 else 1 + (i * 7) % 5 end,
        case when i % 10 = 0 then 'Bench comment ' || i else null end,
        'popup',
        now() - ((i % 90) || ' days')::interval,
        now()
      from generate_series(0, ${answerCount - 1}) as i`)
    await db.execute(sql`analyze`)

    const server = await startBenchServer(bench.database, coordinator!.id)
    try {
      const cookie = await signIn(server.baseUrl, 'bench.advisor.coordinator@example.test', password)
      const path = `/api/v1/advisor/campaigns/${campaign!.id}/report?granularity=week`
      const runs = []
      for (const connections of [1, 4]) {
        // With 4 readers, reply sets are written meanwhile (one every ~20 ms).
        let writing = connections > 1
        let written = 0
        const writer = (async () => {
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
        const m = await measure(
          {
            key: 'a',
            name: `advisor report (${connections} reader${connections > 1 ? 's' : ''})`,
            path,
            headers: { cookie },
          },
          { baseUrl: server.baseUrl, duration, warmup: 2, connections, pipelining: 1 },
        )
        writing = false
        await writer
        runs.push({ connections, replySetsWritten: written, ...m })
        log(
          `${m.name}: ${m.reqPerSec.toFixed(1)} req/s, p50 ${m.latencyMs.p50} ms, p95 ${m.latencyMs.p95} ms, ` +
            `p99 ${m.latencyMs.p99} ms, non-2xx ${m.non2xx}, errors ${m.errors}, reply sets written ${written}`,
        )
      }
      const target = runs.every((r) => r.latencyMs.p95 < 300)
      log(`target "p95 < 300 ms": ${target ? 'met' : 'NOT met'}`)
      const file = await writeBenchResult('advisor-report', {
        date: new Date().toISOString(),
        node: process.version,
        database: bench.location.startsWith('/') ? 'pglite' : 'postgres',
        schools: schoolCount,
        answers: answerCount,
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
