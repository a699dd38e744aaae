import { rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { readConfig } from './config'
import { openDatabase } from './db/client'
import { systemClock } from './platform/clock'
import { backupRequestFile, runningServerPid, takeBackup, waitForAny } from './platform/backup'

// `npm run backup [-- <folder>]` (docs/backup.md): a consistent copy of the install this
// environment describes. PostgreSQL: pg_dump takes its own snapshot, the server may run. PGlite:
// only the process that holds the database may read it, so a running server is asked to take the
// copy itself (SIGUSR2, server.ts); a stopped one is opened here.

const config = readConfig()
const now = systemClock.now()
const to = path.resolve(
  process.argv[2] ?? path.join('backups', `nido-${now.toISOString().replace(/[:.]/g, '-')}`),
)
const pid = config.databaseUrl ? undefined : await runningServerPid(config)

if (pid) {
  await writeFile(backupRequestFile(config), JSON.stringify({ to }) + '\n', { mode: 0o600 })
  process.kill(pid, 'SIGUSR2')
  const done = path.join(to, 'manifest.json')
  const failed = path.join(to, 'error.txt')
  if ((await waitForAny([done, failed], 30 * 60_000)) !== done) {
    console.error(`The running server (pid ${pid}) did not take the backup; see ${failed} and its log.`)
    process.exit(1)
  }
} else {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl, pool: 1 } : { dataDir: path.join(config.dataDir, 'db') },
  )
  try {
    await takeBackup(database, config, to, now)
  } catch (error) {
    await rm(path.join(to, 'manifest.json'), { force: true })
    throw error
  } finally {
    await database.close()
  }
}

console.log(`Backup written to ${to}.`)
console.log("It holds every family's data and the server secret: keep it encrypted, readable by you only.")
if (config.storage.driver === 's3')
  console.log(`Media are in the bucket ${config.storage.s3.bucket}: back it up on its own.`)
console.log(`The erasure log (${config.erasureLog}) is not in it: keep that file apart (docs/backup.md).`)
