import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort, repoRoot, serverProcess, type ServerProcess } from './test/cluster'

// Decision 0038: `npm start` runs the bundle apps/server/build.mjs makes, not the sources. This
// builds it as `npm run build -w apps/server` does, into a folder of its own (so a build or an
// e2e run in dist/ is left alone), and starts it twice on one DATA_DIR: the first start copies
// the build's empty database, the second opens what the first left.

describe('the built server (npm start, decision 0038)', () => {
  // Inside the server's package, where Node finds the packages the bundle imports as dist/ does
  // (some, e.g. sanitize-html pinned for Node 20, live in apps/server/node_modules).
  let outdir = ''
  let dataDir = ''
  let server: ServerProcess

  beforeAll(async () => {
    const cache = path.join(repoRoot, 'apps/server/node_modules/.cache')
    await mkdir(cache, { recursive: true })
    outdir = await mkdtemp(path.join(cache, 'nido-server-build-'))
    dataDir = await mkdtemp(path.join(tmpdir(), 'nido-build-test-'))
    await promisify(execFile)(process.execPath, ['apps/server/build.mjs', '--outdir', outdir], {
      cwd: repoRoot,
    })
    server = serverProcess({
      name: 'built server',
      port: await freePort(),
      nodeArgs: ['--enable-source-maps', path.join(outdir, 'server.js')],
      env: {
        DATA_DIR: dataDir,
        SEED_DEMO: 'never',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
    })
  }, 180_000)

  afterAll(async () => {
    await server?.stop()
    await rm(outdir, { recursive: true, force: true })
    await rm(dataDir, { recursive: true, force: true })
  })

  it('carries what it reads beside itself: the migrations and the empty database', () => {
    expect(existsSync(path.join(outdir, 'migrations/meta/_journal.json'))).toBe(true)
    expect(existsSync(path.join(outdir, 'empty-database/PG_VERSION'))).toBe(true)
  })

  /** What the server prints once it listens comes a moment after its health check answers. */
  async function printed(pattern: RegExp, times = 1): Promise<void> {
    await expect
      .poll(() => server.output().match(new RegExp(pattern, 'g'))?.length ?? 0, { timeout: 10_000 })
      .toBe(times)
  }

  it('starts on a fresh DATA_DIR, migrated, and answers its health check', async () => {
    await server.start()
    // The setup link needs the migrated database (docs/deploy.md "Installing for your organisation").
    await printed(/Set it up, once, at:\s+http\S+\/setup\?token=[\w-]+/)
    expect(server.output()).toMatch(/Nido is running .*\(pglite, ready in [\d.]+ s\)/)
    expect(existsSync(path.join(dataDir, 'db/PG_VERSION'))).toBe(true)
    await server.stop()
  }, 180_000)

  it('starts again on the folder it left', async () => {
    await server.start()
    const res = await fetch(`${server.baseUrl}/api/v1/health`)
    expect(res.status).toBe(200)
    // Still empty: each start prints a link (docs/deploy.md), this one's after the first's.
    await printed(/Set it up, once, at:\s+http\S+\/setup\?token=[\w-]+/, 2)
  }, 180_000)
})
