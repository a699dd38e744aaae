import path from 'node:path'
import { readConfig } from './config'
import { afterRestore } from './modules/data-protection/index'
import { restoreInstall, runningServerPid } from './platform/backup'
import { systemClock } from './platform/clock'

// `npm run restore -- <backup folder>` (docs/backup.md): puts a backup back into the stopped
// install this environment describes, brings its schema up to this version, then erases again
// everyone the erasure log names, and ends every session (data-protection.restore.ts).

const from = process.argv[2]
if (!from) {
  console.error('Usage: npm run restore -- <backup folder>')
  process.exit(2)
}
const config = readConfig()
const pid = await runningServerPid(config)
if (pid) {
  console.error(`A server is running on this install (pid ${pid}): stop it before restoring.`)
  process.exit(1)
}

const { manifest, after: report } = await restoreInstall(
  path.resolve(from),
  config,
  systemClock.now(),
  afterRestore,
)
console.log(`Restored the backup of ${manifest.takenAt} (${manifest.database}).`)
console.log(`Sessions ended (everyone signs in again): ${report.sessionsEnded}.`)
console.log(
  `Erasures re-applied: ${report.erased.length}; already erased or absent: ${report.unchanged.length}.`,
)
if (report.manual.length > 0)
  console.error(
    `Erase these accounts by hand (their director is not in the backup): ${report.manual.join(', ')}`,
  )
