import { parseArgs } from 'node:util'
import { writeBenchResult } from './report'

// `npm run bench -- --only chat-soak` and `npm run bench -- --only chat-fanout` (docs/realtime-scale.md).
// Both need PostgreSQL and Redis: several server processes share
// them, which PGlite cannot. A flag wins over its variable, which wins over the default. The
// scenarios are imported only when asked for, so that run.ts stays light for the other steps.

export const chatScenarios = ['chat-soak', 'chat-fanout'] as const
export type ChatScenario = (typeof chatScenarios)[number]

export const chatUsage = `Usage: npm run bench -- --only chat-soak|chat-fanout [options]

Both need PostgreSQL and Redis (several server processes share them):
  DATABASE_URL   a PostgreSQL URL whose role may create databases (a database nido_chat_bench_<random>
                 is created, and dropped at the end)   default postgres://postgres@127.0.0.1:5432/postgres
  REDIS_URL      default redis://127.0.0.1:6379 (nothing is flushed)

Common:
  --nodes N            server processes                      BENCH_CHAT_NODES      (2)
  --pool N             PostgreSQL pool of each process       DATABASE_POOL_SIZE    (10)

chat-soak:
  --messages N         messages in all                       BENCH_CHAT_MESSAGES   (10000)
  --clients N          clients (5 channel owners + members)  BENCH_CHAT_CLIENTS    (50)
  --channels N         group channels                        BENCH_CHAT_CHANNELS   (5)
  --drop-percent P     % of connections dropped per wave     BENCH_CHAT_DROP       (5)
  --drop-waves N       waves of drops over the run           BENCH_CHAT_WAVES      (10)
  --restart kill|term|none   the last process, midway        BENCH_CHAT_RESTART    (kill)
  --overlap-ms MS      catch-up overlap before newest held   BENCH_CHAT_OVERLAP    (10000)

chat-fanout:
  --clients N          connected socket clients              BENCH_CHAT_CLIENTS    (1000)
  --channel-size N     members per channel (≤ 201)           BENCH_CHAT_CHANNEL_SIZE (200)
  --rounds N           rounds (one send per channel each)    BENCH_CHAT_ROUNDS     (60)
  --pause-ms MS        pause between rounds                  BENCH_CHAT_PAUSE      (200)
  --mode round|sequential   a round's sends at once, or one by one   BENCH_CHAT_MODE (round)`

/** The chat scenario named by `--only`, if any (other `--only` values belong to other scenarios). */
export function chatScenarioOf(argv: string[]): ChatScenario | undefined {
  const i = argv.findIndex((a) => a === '--only' || a.startsWith('--only='))
  if (i < 0) return undefined
  const value = argv[i]!.includes('=') ? argv[i]!.split('=')[1] : argv[i + 1]
  return chatScenarios.find((s) => s === value)
}

export async function runChatBench(
  argv: string[],
  env: NodeJS.ProcessEnv,
  log: (m: string) => void,
): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      nodes: { type: 'string' },
      pool: { type: 'string' },
      messages: { type: 'string' },
      clients: { type: 'string' },
      channels: { type: 'string' },
      'drop-percent': { type: 'string' },
      'drop-waves': { type: 'string' },
      restart: { type: 'string' },
      'overlap-ms': { type: 'string' },
      'channel-size': { type: 'string' },
      rounds: { type: 'string' },
      'pause-ms': { type: 'string' },
      mode: { type: 'string' },
    },
    strict: true,
  })
  if (values.help) {
    console.log(chatUsage)
    return 0
  }
  const scenario = values.only as ChatScenario
  const num = (
    flag: keyof typeof values,
    variable: string,
    fallback: number,
    min: number,
    max = Infinity,
  ) => {
    const raw = (values[flag] as string | undefined) ?? env[variable]
    if (raw === undefined || raw === '') return fallback
    const value = Number(raw)
    if (!Number.isFinite(value) || value < min || value > max) {
      throw new Error(`--${flag} (${variable}) must be a number in [${min}, ${max}], got "${raw}"`)
    }
    return value
  }
  const databaseUrl = env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
  const redisUrl = env.REDIS_URL || 'redis://127.0.0.1:6379'
  const common = {
    databaseUrl,
    redisUrl,
    nodes: num('nodes', 'BENCH_CHAT_NODES', 2, 1, 8),
    pool: num('pool', 'DATABASE_POOL_SIZE', 10, 1),
  }
  const write = async (name: string, report: { date: string }) => {
    // The dated file keeps each run; latest-<name>.json is replaced by the next one.
    for (const file of [
      await writeBenchResult(name, report),
      await writeBenchResult(`latest-${name}`, report, { stamped: false }),
    ])
      log(`wrote ${file}`)
  }

  if (scenario === 'chat-soak') {
    const restart = (values.restart ?? env.BENCH_CHAT_RESTART ?? 'kill') as 'kill' | 'term' | 'none'
    if (!['kill', 'term', 'none'].includes(restart)) throw new Error('--restart takes kill, term or none')
    const { formatSoak, runSoak } = await import('./chat-soak')
    const report = await runSoak(
      {
        ...common,
        messages: num('messages', 'BENCH_CHAT_MESSAGES', 10_000, 1),
        clients: num('clients', 'BENCH_CHAT_CLIENTS', 50, 2),
        channels: num('channels', 'BENCH_CHAT_CHANNELS', 5, 1),
        dropPercent: num('drop-percent', 'BENCH_CHAT_DROP', 5, 0, 100),
        dropWaves: num('drop-waves', 'BENCH_CHAT_WAVES', 10, 0),
        restart,
        overlapMs: num('overlap-ms', 'BENCH_CHAT_OVERLAP', 10_000, 0),
      },
      log,
    )
    console.log('\n' + formatSoak(report) + '\n')
    await write('chat-soak', report)
    return report.ok ? 0 : 1
  }
  const clients = num('clients', 'BENCH_CHAT_CLIENTS', 1000, 2)
  const mode = (values.mode ?? env.BENCH_CHAT_MODE ?? 'round') as 'round' | 'sequential'
  if (!['round', 'sequential'].includes(mode)) throw new Error('--mode takes round or sequential')
  const { formatFanout, runFanout } = await import('./chat-fanout')
  const report = await runFanout(
    {
      ...common,
      clients,
      channelSize: num('channel-size', 'BENCH_CHAT_CHANNEL_SIZE', 200, 2, 201),
      rounds: num('rounds', 'BENCH_CHAT_ROUNDS', 60, 1),
      pauseMs: num('pause-ms', 'BENCH_CHAT_PAUSE', 200, 0),
      mode,
    },
    log,
  )
  console.log('\n' + formatFanout(report) + '\n')
  await write('chat-fanout', report)
  return report.receipts.missing === 0 ? 0 : 1
}
