// `npm run build -w apps/server`: the server as it runs in production (decision 0038). esbuild
// bundles each entry point with the workspace's TypeScript (src/, @nido/domain) into one ESM file
// for Node 20 in dist/, with a source map; every package from node_modules stays an import, loaded
// by Node as it ships. What the code reads from disk beside itself comes along: the migrations
// (db/client.ts looks for them in `./migrations` next to the running file), and the PGlite folder
// of an empty database with them applied, which a new install copies (`emptyDatabaseFolder`).
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { build } from 'esbuild'
import { cp, rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const here = path.dirname(fileURLToPath(import.meta.url))
const serverDist = path.join(here, 'dist')

/** The processes `npm start`, `npm run backup` and `npm run restore` run. */
const entryPoints = ['server', 'backup', 'restore'].map((name) => path.join(here, 'src', `${name}.ts`))

/** Bare imports stay imports, except the workspace's own packages, which are TypeScript source. */
const keepPackagesExternal = {
  name: 'keep-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@nido/') ? undefined : { path: args.path, external: true },
    )
  },
}

/**
 * Into `outdir` (dist/ by default; build.test.ts builds elsewhere). Node finds the packages the
 * bundle imports from the folders above it: `outdir` must sit inside the repository.
 */
async function buildServer(outdir = serverDist) {
  await rm(outdir, { recursive: true, force: true })
  await build({
    entryPoints,
    outdir,
    bundle: true,
    // No shared chunks: each entry is one file in dist/, so `import.meta.url` of the code that
    // looks for its migrations is that folder's, whichever entry runs it.
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Names stay readable in stack traces and logs; the bundle is not shipped to browsers.
    minify: false,
    plugins: [keepPackagesExternal],
    logLevel: 'warning',
  })
  const migrationsFolder = path.join(outdir, 'migrations')
  // What drizzle's migrator reads: the SQL files and the journal (not drizzle-kit's snapshots).
  await cp(path.join(here, 'src/db/migrations'), migrationsFolder, {
    recursive: true,
    filter: (source) => !source.includes(`${path.sep}meta${path.sep}`) || source.endsWith('_journal.json'),
  })
  // PGlite's initdb, then every migration; closing shuts the database down cleanly.
  const client = new PGlite(path.join(outdir, 'empty-database'))
  try {
    await migrate(drizzle(client), { migrationsFolder })
  } finally {
    await client.close()
  }
}

// `node build.mjs [--outdir <folder>]`
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { outdir: { type: 'string' } } })
  const outdir = values.outdir ? path.resolve(values.outdir) : serverDist
  const started = performance.now()
  await buildServer(outdir)
  const took = Math.round(performance.now() - started)
  console.log(`Built the server into ${path.relative(process.cwd(), outdir) || '.'} in ${took} ms`)
}
