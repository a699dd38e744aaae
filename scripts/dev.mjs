// `npm run dev`: the server restarted on change (node --watch) beside Vite's dev server, which
// forwards /api and /socket.io to it. Stopping one stops both.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The pages come from Vite's origin, which forwards their writes with its own Origin header;
    // a page of the built app reports what its Content-Security-Policy blocks (docs/security.md).
    env: { ALLOWED_ORIGINS: 'http://localhost:5173', CSP_REPORTS: 'true', ...process.env },
  }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: process.env,
  }),
]

let stopping = false
function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  process.exitCode = code
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))
process.on('exit', () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
})
for (const child of children) child.on('exit', (code) => stop(code ?? 1))
