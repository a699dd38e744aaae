import { writeBenchResult } from './report'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { readConfig } from '@nido/server/src/config'
import { selectRows } from '@nido/server/src/db/rows'
import type { AppDeps } from '@nido/server/src/platform/deps'
import { fixedClock } from '@nido/server/src/platform/clock'
import { memoryRateLimitStore } from '@nido/server/src/platform/rate-limit'
import { localStorage } from '@nido/server/src/platform/storage'
import { seedScale } from '@nido/server/src/seed/scale'
import { seedScaleNews } from '@nido/server/src/seed/scale-news'
import { runWeeklyDigest } from '@nido/server/src/modules/notifications/weekly-digest/weekly-digest.job'
import { openBenchDatabase } from './database'

// `npm run bench -- --only weekly-digest` (docs/notifications-weekly.md): the weekly digests of a
// group's guardians (10 000 by default) built, rendered and queued by the job's own code, page by
// page, on PostgreSQL. Seeds the scale group (seed/scale.ts; children chosen so the guardians reach
// the target), its news over two years (seed/scale-news.ts), and for the week: five care-log days
// per child (four entries each, with their Daily news items) and three events per school in the
// coming week, all by set-based SQL. Reports the total time, the time per 1 000 guardians, the
// peak RSS and the heap before, during (after each page) and after: it must stay flat.

/** Friday 27 November 2026, 19:00 in Paris: past 17:00 in every zone of the scale group. */
const now = new Date('2026-11-27T18:00:00Z')
const mb = (bytes: number) => Math.round((bytes / 1048576) * 10) / 10

export async function runWeeklyDigestBench(argv: string[], log: (m: string) => void): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      guardians: { type: 'string', default: '10000' },
      schools: { type: 'string', default: '50' },
      'content-items': { type: 'string', default: '1000' },
      database: { type: 'string' },
      /** Leaves the seeded database in place (to EXPLAIN the digest's queries on it). */
      keep: { type: 'boolean', default: false },
    },
    strict: true,
  })
  const target = Number(values.guardians)
  const databaseUrl = values.database ?? process.env.DATABASE_URL
  if (!databaseUrl) {
    log('weekly-digest runs on PostgreSQL: set DATABASE_URL (or --database)')
    return 1
  }
  const bench = await openBenchDatabase({ databaseUrl, pool: 10 } as Parameters<typeof openBenchDatabase>[0])
  const { db } = bench.database
  try {
    // Families of 1 to 3 children with 1 or 2 guardians: about 0.75 guardian per child.
    const children = Math.ceil(target / 0.72)
    log(`${bench.location}: seeding ${values.schools} schools, ${children} children…`)
    const scale = await seedScale(db, {
      schools: Number(values.schools),
      children,
      contentItems: 0,
      now,
    })
    await seedScaleNews(db, { groupId: scale.groupId, itemsPerSchool: Number(values['content-items']), now })
    await seedWeek(db, scale.groupId)
    await db.execute(sql`analyze`)
    const [{ n: guardianCount }] = (await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from users where profile_type = 'GUARDIAN' and email is not null`,
    )) as [{ n: number }]
    log(`seeded ${guardianCount} guardians; building their digests…`)

    const deps: AppDeps = {
      database: bench.database,
      config: readConfig({ DATA_DIR: '/tmp/nido-bench-digest', LOG_LEVEL: 'silent' }),
      clock: fixedClock(now.toISOString()),
      rateLimits: memoryRateLimitStore(() => now.getTime()),
      storage: localStorage('/tmp/nido-bench-digest/media'),
      secret: 'bench-secret-bench-secret-bench-secret-0123',
    }
    const heapBefore = process.memoryUsage().heapUsed
    const samples: { guardians: number; heapMb: number; rssMb: number; ms: number }[] = []
    const started = performance.now()
    const result = await runWeeklyDigest(deps, now, undefined, (done) => {
      const m = process.memoryUsage()
      samples.push({
        guardians: done.guardians,
        heapMb: mb(m.heapUsed),
        rssMb: mb(m.rss),
        ms: Math.round(performance.now() - started),
      })
    })
    const totalMs = performance.now() - started
    const heapAfter = process.memoryUsage().heapUsed
    const peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024)
    const counted = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from outbox_mails`)
    const outbox = counted[0]?.n ?? 0
    const heaps = samples.map((s) => s.heapMb)
    const report = {
      date: new Date().toISOString(),
      node: process.version,
      database: 'postgres',
      guardians: result.guardians,
      mailed: result.mailed,
      outbox,
      pages: result.pages,
      totalSeconds: Math.round(totalMs / 100) / 10,
      secondsPer1000: Math.round((totalMs / Math.max(result.guardians, 1)) * 10) / 10,
      heapBeforeMb: mb(heapBefore),
      heapAfterMb: mb(heapAfter),
      heapPerPageMinMb: Math.min(...heaps),
      heapPerPageMaxMb: Math.max(...heaps),
      peakRssMb,
      samples,
    }
    console.log(
      `\nweekly digest: ${report.guardians} guardians, ${report.mailed} mails in ${report.pages} pages\n` +
        `  total ${report.totalSeconds} s, ${report.secondsPer1000} s per 1 000 guardians\n` +
        `  heap before ${report.heapBeforeMb} MB, after ${report.heapAfterMb} MB, ` +
        `per page ${report.heapPerPageMinMb}–${report.heapPerPageMaxMb} MB; peak RSS ${report.peakRssMb} MB\n`,
    )
    const file = await writeBenchResult('weekly-digest', report, { stamped: false })
    log(`wrote ${file}`)
    return 0
  } finally {
    if (values.keep) {
      log(`kept ${bench.location}`)
      await bench.database.close()
    } else await bench.dispose()
  }
}

/** The week before `now`: care-log days with their Daily items, and events in the coming week. */
async function seedWeek(db: Parameters<typeof seedScale>[0], groupId: string) {
  await db.transaction(async (tx) => {
    // The care log reaches families (spec 000 §9 allowTransmissions), so the digests count it.
    await tx.execute(sql`update feature_flags f set options = f.options || '{"allowTransmissions": true}'::jsonb
      from schools s where f.school_id = s.id and s.group_id = ${groupId} and f.key = 'daily'`)
    await tx.execute(sql`insert into daily_log_days (id, child_id, school_id, date)
      select gen_random_uuid(), cs.child_id, x.school_id, d::date
      from child_sections cs join sections x on x.id = cs.section_id join schools s on s.id = x.school_id
      cross join generate_series('2026-11-23'::date, '2026-11-27'::date, interval '1 day') d
      where s.group_id = ${groupId}`)
    await tx.execute(sql`insert into daily_entries (id, day_id, child_id, school_id, date, time, kind, data, batch_id)
      select gen_random_uuid(), d.id, d.child_id, d.school_id, d.date, k.time, k.kind::daily_entry_kind,
        k.data::jsonb, gen_random_uuid()
      from daily_log_days d
      cross join (values
        ('09:00', 'bottle', '{"kind":"bottle","content":"Milk","quantityMl":150}'),
        ('11:45', 'meal', '{"kind":"meal","mealType":"Lunch","quantity":"Good"}'),
        ('13:00', 'nap', '{"kind":"nap","endTime":"14:30"}'),
        ('15:00', 'mood', '{"kind":"mood","mood":"Joyful"}')) as k(time, kind, data)`)
    await tx.execute(sql`insert into news (id, type, reference_id, owner_id, school_id, status, publish_at)
      select gen_random_uuid(), 'Daily', d.id, null, d.school_id, 'published',
        (d.date + time '16:30') at time zone 'Europe/Paris'
      from daily_log_days d`)
    await tx.execute(sql`insert into news_targets (id, news_id, target_type, target_id, publish_at)
      select gen_random_uuid(), n.id, 'User', d.child_id, n.publish_at
      from news n join daily_log_days d on d.id = n.reference_id where n.type = 'Daily'`)
    await tx.execute(sql`insert into calendar_events (id, school_id, title, starts_at, ends_at, timezone)
      select gen_random_uuid(), s.id, 'Event ' || k, ${now.toISOString()}::timestamptz + k * interval '1 day',
        ${now.toISOString()}::timestamptz + k * interval '1 day' + interval '1 hour', s.timezone
      from schools s cross join generate_series(1, 3) k where s.group_id = ${groupId}`)
    await tx.execute(sql`insert into news (id, type, reference_id, owner_id, school_id, status, publish_at)
      select gen_random_uuid(), 'Event', e.id, null, e.school_id, 'published', ${now.toISOString()}::timestamptz - interval '10 days'
      from calendar_events e join schools s on s.id = e.school_id where s.group_id = ${groupId}`)
    await tx.execute(sql`insert into news_targets (id, news_id, target_type, target_id, publish_at)
      select gen_random_uuid(), n.id, 'School', n.school_id, n.publish_at from news n where n.type = 'Event'`)
  })
}
