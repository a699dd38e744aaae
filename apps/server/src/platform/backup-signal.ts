import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Clock } from './clock'
import { backupRequestFile, pidFile, takeBackup } from './backup'

// docs/backup.md: PGlite is one process's database, so `npm run backup` cannot open the data
// directory of a running server. The server writes its pid into DATA_DIR; the command writes the
// target folder into DATA_DIR/backup-request.json and sends SIGUSR2; the server takes the backup
// (platform/backup.ts), which ends with manifest.json, or writes error.txt there.

/** Starts answering; resolves to a function that stops and removes the pid file. */
export async function answerBackupRequests(
  database: Database,
  config: Config,
  clock: Clock,
): Promise<() => Promise<void>> {
  const file = pidFile(config)
  await writeFile(file, `${process.pid}\n`)
  let running: Promise<void> | undefined
  const onSignal = () => {
    running ??= (async () => {
      let to: string | undefined
      try {
        const request = JSON.parse(await readFile(backupRequestFile(config), 'utf8')) as { to?: unknown }
        if (typeof request.to !== 'string') throw new Error('backup-request.json names no folder')
        to = request.to
        await rm(backupRequestFile(config), { force: true })
        await takeBackup(database, config, to, clock.now())
        console.log(`Backup written to ${to}`)
      } catch (error) {
        console.error('Backup failed:', error)
        const folder = to
        if (folder)
          await mkdir(folder, { recursive: true })
            .then(() => writeFile(path.join(folder, 'error.txt'), String(error)))
            .catch(() => undefined)
      }
    })().finally(() => {
      running = undefined
    })
  }
  process.on('SIGUSR2', onSignal)
  return async () => {
    process.off('SIGUSR2', onSignal)
    await running
    await rm(file, { force: true })
  }
}
