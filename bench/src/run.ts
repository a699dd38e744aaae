import { readOptions, usage } from './options'
import { writeReport } from './report'
import { formatWeight, measureWeight } from './weight'

// `npm run bench` (ARCHITECTURE §9; benchmarks are not tests): seed a scale group, serve the real
// app, and measure with autocannon, one route after the other:
//   (a) a bare Fastify route, (b) one primary-key query on the same pool (the floor),
//   (c) GET /api/v1/me for a guardian of three children, (d) GET /api/v1/users/health.
// Prints req/s, p50 and p99 per route and the ratios c/b and d/b; then the bundle weight (weight.ts):
// the gzipped JavaScript of a first visit to /login and of a guardian's first visit to /.
// Writes bench/results/*.json. `--only-weight` (BENCH_WEIGHT=only) runs the weight step alone, and
// does not even load the server's code in this process (load-bench.ts is imported only when needed).

async function main(): Promise<number> {
  // `--only daily-board`: the care-log board (daily-board.ts, docs/daily-log.md).
  const argv = process.argv.slice(2)
  // `--only day`: a school day, readers and writers at once, cache on and off (day.ts,
  // docs/performance-day.md).
  if (argv.includes('day') || argv.includes('--only=day')) {
    const { runDayBench } = await import('./day')
    return runDayBench(argv, (m) => console.log(`[bench] ${m}`))
  }
  // `--only feed-phases`: where an uncached feed request's time goes (feed-phases.ts,
  // docs/performance-feed-request.md).
  if (argv.includes('feed-phases') || argv.includes('--only=feed-phases')) {
    const { runFeedPhasesBench } = await import('./feed-phases')
    return runFeedPhasesBench(argv, (m) => console.log(`[bench] ${m}`))
  }
  // `--only advisor-report`: a campaign report over 100 schools and 100 000 answers (advisor-report.ts,
  // docs/advisor.md "Reports").
  if (argv.includes('advisor-report') || argv.includes('--only=advisor-report')) {
    const { runAdvisorReportBench } = await import('./advisor-report')
    return runAdvisorReportBench(argv, (m) => console.log(`[bench] ${m}`))
  }
  // `--only manager-lists`: the manager's contract and document lists over 50 schools while
  // documents are generated and decided (manager-lists.ts, docs/manager-documents.md "Figures").
  if (argv.includes('manager-lists') || argv.includes('--only=manager-lists')) {
    const { runManagerListsBench } = await import('./manager-lists')
    return runManagerListsBench(argv, (m) => console.log(`[bench] ${m}`))
  }
  // `--only weekly-digest`: the weekly e-mail digests of 10 000 guardians (weekly-digest.ts,
  // docs/notifications-weekly.md).
  if (argv.includes('weekly-digest') || argv.includes('--only=weekly-digest')) {
    const { runWeeklyDigestBench } = await import('./weekly-digest')
    return runWeeklyDigestBench(argv, (m) => console.log(`[bench] ${m}`))
  }
  if (argv.includes('daily-board') || argv.includes('--only=daily-board')) {
    const { runDailyBoardBench } = await import('./daily-board')
    return runDailyBoardBench(argv, (m) => console.log(`[bench] ${m}`))
  }
  // `--only lighthouse`: Lighthouse's mobile scores of /login and a guardian's / (lighthouse.ts,
  // docs/web-weight.md "Lighthouse").
  if (argv.includes('lighthouse') || argv.includes('--only=lighthouse')) {
    const { runLighthouseBench } = await import('./lighthouse')
    return runLighthouseBench(argv, (m) => console.log(`[bench] ${m}`))
  }
  // `--only import`: the directory import of 2 500 and 5 000 families (directory-import.ts,
  // docs/directory-import.md).
  if (argv.includes('import') || argv.includes('--only=import')) {
    const { runImportBench } = await import('./directory-import')
    return runImportBench(argv, (m) => console.log(`[bench] ${m}`))
  }
  // `--only chat-soak|chat-fanout`: the chat scenarios (chat-run.ts, docs/realtime-scale.md).
  const { chatScenarioOf, runChatBench } = await import('./chat-run')
  if (chatScenarioOf(process.argv.slice(2))) {
    return runChatBench(process.argv.slice(2), process.env, (m) => console.log(`[bench] ${m}`))
  }
  const options = readOptions(process.argv.slice(2), process.env)
  if (options === 'help') {
    console.log(usage)
    return 0
  }
  const log = (message: string) => console.log(`[bench] ${message}`)
  if (options.weight === 'only') {
    const weight = await measureWeight(log, { build: options.build })
    console.log('\n' + formatWeight(weight) + '\n')
    for (const file of await writeReport({ date: new Date().toISOString(), node: process.version, weight })) {
      log(`wrote ${file}`)
    }
    return 0
  }
  const { runLoadBench } = await import('./load-bench')
  return runLoadBench(options, log)
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('[bench] failed:', error)
    process.exit(1)
  },
)
