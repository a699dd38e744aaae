import { defineConfig } from '@playwright/test'
import { existsSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromiumArgs, chromiumPath } from './support/chromium'
import { serverEntry } from './support/server-entry'
import { smtpPort } from './support/smtp'

// E2E against the built web app served by the real server (ARCHITECTURE §9), in Debian's Chromium:
// Playwright never downloads a browser here. The server runs on its embedded defaults (PGlite in a
// fresh temporary DATA_DIR, in-process rate limits) even when TEST_DATABASE_URL or REDIS_URL are
// set for the integration tests, so each run starts from the freshly seeded demo group.
// E2E_PORT and E2E_WEB_DIST let several runs share this machine (each its own server and build).
// The server is the built one, run as `npm start` runs it (decision 0038); `npm run test:e2e`
// builds it with the web app first.
const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${port}`
const dataDir = path.join(os.tmpdir(), `nido-e2e-${port}`)

// Workers load this file too; only the main process, which starts the server, clears the folder.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataDir, { recursive: true, force: true })
if (!existsSync(serverEntry)) throw new Error(`${serverEntry} is missing: run \`npm run build\` first`)

export default defineConfig({
  testDir: 'tests',
  // The answer popup's spec opens a families campaign for the Lyon nursery: while it is active,
  // every Lyon guardian signing in gets the popup, so that spec runs after all the others. The
  // public link's spec opens a staff campaign there (the Lyon staff would get the popup): after
  // the others too, beside the popup's, whose guardian it does not reach.
  projects: [
    { name: 'main', testIgnore: /advisor-(answer|public-link)\.spec\.ts/ },
    {
      name: 'advisor-popup',
      testMatch: /advisor-(answer|public-link)\.spec\.ts/,
      dependencies: ['main'],
    },
  ],
  // The SMTP peer the server's mail goes to (support/smtp.ts); tests read the mail it keeps.
  globalSetup: './support/smtp-global-setup.ts',
  workers: 2,
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // Most tests take under 15 s here; a slower, busier CI machine needs the slack.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'en-GB',
    trace: 'retain-on-failure',
    // Each test is a fresh context, where the service worker would install and precache the shell
    // (over a hundred files) again: work on a 2-core machine that no test but the two about the
    // service worker (offline-and-install, push) needs. Those two allow it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: chromiumArgs,
    },
  },
  webServer: {
    command: `node --enable-source-maps ${serverEntry}`,
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'auto',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // Mail goes to the global setup's SMTP peer, and its links point at this server.
      SMTP_URL: process.env.E2E_SMTP_URL ?? `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: baseURL,
      // What the browser blocks is logged on stderr (docs/security.md "Headers").
      CSP_REPORTS: 'true',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
})
