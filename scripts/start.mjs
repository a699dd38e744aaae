// `npm start`: build the web app and the server when their build is missing or older than their
// sources, then run the built server (decision 0038: compiled JavaScript, no TypeScript loader)
// in the foreground with the caller's environment (DATA_DIR, PORT, DATABASE_URL…) and terminal.
// `npm run backup` and `npm run restore` run their own entry of the same build the same way:
// `node scripts/start.mjs backup|restore [arguments]` (docs/backup.md).
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Under `npm start`, npm_execpath is npm's own script: run it with this Node, no shell needed.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm']
const [entry = 'server', ...entryArgs] = process.argv.slice(2)
if (!['server', 'backup', 'restore'].includes(entry)) {
  console.error(`Unknown entry ${entry}: server, backup or restore`)
  process.exit(2)
}

/**
 * What each build is made from. A build is redone when its output is missing, or when any file
 * under these paths was modified after it (a `git pull` that changes a source, an edit). The
 * lock file is a source of both: the packages a build bundles or was made with changed.
 */
const builds = [
  {
    name: 'web app',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/domain/src',
      'package-lock.json',
    ],
    workspace: 'apps/web',
    // Only the server serves it.
    for: ['server'],
  },
  {
    name: 'server',
    output: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/domain/src', 'package-lock.json'],
    workspace: 'apps/server',
    for: ['server', 'backup', 'restore'],
  },
]

/** The latest modification time of a file, or of any file under a folder (0 when absent). */
function newest(file) {
  if (!existsSync(file)) return 0
  const stat = statSync(file)
  if (!stat.isDirectory()) return stat.mtimeMs
  let latest = 0
  for (const entry of readdirSync(file)) latest = Math.max(latest, newest(path.join(file, entry)))
  return latest
}

/** Why a build must be redone, or undefined when it is up to date. */
function staleness(build) {
  const built = newest(path.join(root, build.output))
  if (!built) return `${path.dirname(build.output)} is missing`
  if (build.sources.some((source) => newest(path.join(root, source)) > built))
    return 'its sources changed since the last build'
  return undefined
}

/** `npm run build -w <workspace>`, resolving to its exit code. */
function runBuild(build) {
  const [command, ...args] = npm
  const child = spawn(command, [...args, 'run', 'build', '-w', build.workspace], {
    cwd: root,
    stdio: 'inherit',
  })
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

// The two builds run side by side: Vite's spreads over the cores, the server's is mostly PGlite's
// initdb on one (docs/deploy.md "Start-up time").
const stale = builds
  .filter((build) => build.for.includes(entry))
  .map((build) => ({ build, reason: staleness(build) }))
  .filter(({ reason }) => reason)
for (const { build, reason } of stale) console.log(`Building the ${build.name} (${reason})…`)
const codes = await Promise.all(stale.map(({ build }) => runBuild(build)))
const failed = codes.find((code) => code !== 0)
if (failed !== undefined) process.exit(failed)

// Stack traces point into the TypeScript sources through the bundle's source map.
const child = spawn(
  process.execPath,
  ['--enable-source-maps', `apps/server/dist/${entry}.js`, ...entryArgs],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
)

// The server (and backup's wait) closes gracefully on SIGINT/SIGTERM; pass them on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => child.kill(signal))
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
