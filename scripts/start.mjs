// `npm start`: build the web app when it has not been built yet, then run the server in the
// foreground with the caller's environment (DATA_DIR, PORT, DATABASE_URL…) and terminal.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Under `npm start`, npm_execpath is npm's own script: run it with this Node, no shell needed.
const npm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['npm']

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.log('Building the web app (apps/web/dist is missing)…')
  const [command, ...args] = npm
  const build = spawnSync(command, [...args, 'run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
})

// The server closes gracefully on SIGINT/SIGTERM; pass them on and leave with its exit code.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
