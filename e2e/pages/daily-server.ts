import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverEntry } from '../support/server-entry'

// The daily journey needs a guardian check-in, which the server allows only on a school day inside
// the opening hours of the school, in its time zone (spec 001 §5). The shared e2e server runs on
// the real clock, so this spec starts its own server (own port and data folder, freshly seeded
// demo) whose clock is moved to the next weekday at 10:00 in Lyon when the real time is outside
// the Lyon and London opening hours (demo: weekdays 07:30–18:30 Paris, 07:30–18:00 London).

const here = path.dirname(fileURLToPath(import.meta.url))

function parts(instant: Date, timeZone: string) {
  const p = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(instant)
  const get = (type: string) => p.find((x) => x.type === type)?.value ?? ''
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
    weekend: ['Sat', 'Sun'].includes(get('weekday')),
  }
}

/** A weekday outside the Christmas closing in Paris: a day both demo schools open. */
function schoolDay(instant: Date): boolean {
  const paris = parts(instant, 'Europe/Paris')
  const christmas = paris.date.slice(5) >= '12-24' || paris.date.slice(5) <= '01-01'
  return !paris.weekend && !christmas
}

/** Inside 08:30–17:00 Paris on a school day: both demo schools are open. */
function schoolHours(instant: Date): boolean {
  const { minutes } = parts(instant, 'Europe/Paris')
  return schoolDay(instant) && minutes >= 8 * 60 + 30 && minutes <= 17 * 60
}

/** Milliseconds from `real` to the next whole hour that is `hour`:00 in Paris on a school day. */
function offsetToSchoolDayAt(hour: number, real: Date): number {
  const hourMs = 3_600_000
  let candidate = new Date(Math.ceil(real.getTime() / hourMs) * hourMs)
  // Hour by hour: at most a couple of weeks around Christmas.
  for (let i = 0; i < 24 * 20; i++, candidate = new Date(candidate.getTime() + hourMs)) {
    if (schoolDay(candidate) && parts(candidate, 'Europe/Paris').minutes === hour * 60)
      return candidate.getTime() - real.getTime()
  }
  throw new Error(`No school day found for an e2e clock at ${hour}:00`)
}

/** Milliseconds to add to the real clock so the server's "now" is within school hours (0 if it is). */
export function clockOffset(real: Date = new Date()): number {
  return schoolHours(real) ? 0 : offsetToSchoolDayAt(10, real)
}

/**
 * Milliseconds to add to the real clock so the server's "now" is 05:00 in Paris on a school day:
 * before the demo schools open (07:30), for the closed morning-word button.
 */
export function earlyMorningOffset(real: Date = new Date()): number {
  return offsetToSchoolDayAt(5, real)
}

export interface DailyServer {
  baseURL: string
  /** The server's clock minus the real one. */
  offsetMs: number
  stop(): Promise<void>
}

/** `at: 'early'`: before opening time (earlyMorningOffset); `portShift` from E2E_PORT (default 50). */
export async function startDailyServer(
  options: { at?: 'open' | 'early'; portShift?: number } = {},
): Promise<DailyServer> {
  const port = Number(
    process.env.E2E_DAILY_PORT ?? Number(process.env.E2E_PORT ?? 3100) + (options.portShift ?? 50),
  )
  const baseURL = `http://localhost:${port}`
  const dataDir = path.join(os.tmpdir(), `nido-e2e-daily-${port}`)
  rmSync(dataDir, { recursive: true, force: true })
  const offsetMs = options.at === 'early' ? earlyMorningOffset() : clockOffset()
  const server: ChildProcess = spawn(
    process.execPath,
    // tsx only loads the clock (TypeScript); the server is the built one (support/server-entry.ts).
    ['--import', 'tsx', '--import', path.join(here, 'daily-clock.ts'), '--enable-source-maps', serverEntry],
    {
      cwd: path.join(here, '..'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: 'auto',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        PUBLIC_URL: baseURL,
        NIDO_E2E_CLOCK_OFFSET_MS: String(offsetMs),
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
    },
  )
  const deadline = Date.now() + 180_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The daily e2e server stopped (${server.exitCode})`)
    try {
      if ((await fetch(`${baseURL}/api/v1/health`)).ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      server.kill()
      throw new Error('The daily e2e server did not start in 180 s')
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    baseURL,
    offsetMs,
    stop: async () => {
      if (server.exitCode !== null) return
      const exited = new Promise((resolve) => server.once('exit', resolve))
      server.kill('SIGTERM')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
