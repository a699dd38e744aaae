import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

// The weight step measures what a browser downloads from the real production server (the built web
// app served by apps/server/src/server.ts, run from its sources: the bytes come from the web build),
// set up as e2e/playwright.config.ts sets its server up: PGlite in a fresh temporary DATA_DIR, the
// demo group seeded (SEED_DEMO=auto), no PostgreSQL, no Redis.

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
const webDist = path.join(repoRoot, 'apps/web/dist')

export interface WebServer {
  baseUrl: string
  close(): Promise<void>
}

/**
 * Runs `npm run build -w apps/web` when apps/web/dist has no index.html, or always with `force`
 * (--build); returns whether it built. An existing build older than the web or domain sources is
 * measured as it is, with a warning: the figures are then those of that older build.
 */
export async function ensureWebBuild(log: (message: string) => void, force: boolean): Promise<boolean> {
  const index = path.join(webDist, 'index.html')
  if (!force && existsSync(index)) {
    const builtAt = statSync(index).mtimeMs
    const newest = await newestSource()
    if (newest && newest.mtimeMs > builtAt) {
      log(
        `warning: apps/web/dist is older than ${path.relative(repoRoot, newest.file)}; ` +
          'measuring the existing build (pass --build or BENCH_BUILD=1 to rebuild first)',
      )
    }
    return false
  }
  log(`${force ? 'rebuilding' : 'apps/web/dist is missing:'} npm run build -w apps/web…`)
  await run('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit' })
  return true
}

/** The most recently modified file among the sources that go into the web bundle. */
async function newestSource(): Promise<{ file: string; mtimeMs: number } | undefined> {
  const roots = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src']
  let newest: { file: string; mtimeMs: number } | undefined
  for (const root of roots.map((r) => path.join(repoRoot, r))) {
    if (!existsSync(root)) continue
    const files = (await stat(root)).isDirectory()
      ? (await readdir(root, { recursive: true })).map((f) => path.join(root, f))
      : [root]
    for (const file of files) {
      const { mtimeMs } = await stat(file)
      if (!newest || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs }
    }
  }
  return newest
}

export async function startWebServer(): Promise<WebServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'nido-bench-weight-'))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'auto',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const close = async () => {
    await stop(child)
    await rm(dataDir, { recursive: true, force: true })
  }
  try {
    await waitForHealth(baseUrl, child, () => stderr)
  } catch (error) {
    await close()
    throw error
  }
  return { baseUrl, close }
}

async function waitForHealth(baseUrl: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the server exited with ${child.exitCode} before answering:\n${stderr()}`)
    }
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`)
      if (res.ok) return
    } catch {
      // Not listening yet (migrating and seeding the demo group take a few seconds).
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the server did not answer ${baseUrl}/api/v1/health within 120 s:\n${stderr()}`)
}

/** SIGTERM (server.ts closes gracefully), then SIGKILL after 10 s. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function run(command: string, args: string[], options: { stdio: 'inherit' }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, ...options })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`)),
    )
  })
}
