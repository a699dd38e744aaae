import { spawn, type ChildProcess } from 'node:child_process'
import { rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { serverEntry } from './server-entry'
import { smtpPort } from './smtp'

// A second server for the journeys that start from nothing (README "Installing for your
// organisation"): no demo (SEED_DEMO=never), its own fresh PGlite folder, mail to the same SMTP
// peer as the demo server. It prints its one-time setup link on start; the test reads it there,
// as an operator reads it in the log.

const e2ePort = Number(process.env.E2E_PORT ?? 3100)

export interface EmptyInstall {
  baseURL: string
  /** The path and query of the setup link (`/setup?token=…`). */
  setupPath: string
  stop(): Promise<void>
}

/** Starts the server on E2E_PORT + 2 and resolves once it listens and has printed its link. */
export async function startEmptyInstall(): Promise<EmptyInstall> {
  const port = e2ePort + 2
  const baseURL = `http://localhost:${port}`
  const dataDir = path.join(os.tmpdir(), `nido-e2e-empty-${port}`)
  rmSync(dataDir, { recursive: true, force: true })
  const child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
    cwd: path.dirname(serverEntry),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: process.env.E2E_SMTP_URL ?? `smtp://127.0.0.1:${smtpPort}`,
      PUBLIC_URL: baseURL,
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const setupPath = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`no setup link within 120 s:\n${output}`)), 120_000)
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/https?:\/\/[^\s/]+(\/setup\?token=[\w-]+)/)
      if (match?.[1] && output.includes('Nido is running')) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout.on('data', read)
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the empty install exited (${code}):\n${output}`))
    })
  })
  return { baseURL, setupPath, stop: () => stopServer(child, dataDir) }
}

async function stopServer(child: ChildProcess, dataDir: string): Promise<void> {
  if (child.exitCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
    if (child.exitCode === null) child.kill('SIGKILL')
  }
  rmSync(dataDir, { recursive: true, force: true })
}
