import { defineConfig, runnerImport, type Plugin, type Rolldown } from 'vite'
import react from '@vitejs/plugin-react'
import { VitePWA } from 'vite-plugin-pwa'
import { precompress } from './precompress'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { contracts as Contracts, RouteDef } from '@nido/domain/contracts/index'

// `npm run dev` serves this on :5173 and forwards the API and the realtime socket to the server
// on :3000; `npm run build` writes apps/web/dist, which the server serves in production.
const server = 'http://localhost:3000'

const contractsIndex = fileURLToPath(new URL('../../packages/domain/src/contracts/index.ts', import.meta.url))
const contractsDefine = fileURLToPath(
  new URL('../../packages/domain/src/contracts/define.ts', import.meta.url),
)
const browserContractsId = '\0nido-browser-contracts'

const domainSource = fileURLToPath(new URL('../../packages/domain/src', import.meta.url))

/**
 * The domain's own zod schemas and schema helpers, by name (`zUserId`, `uuidAs`, `byLanguage`…),
 * for `manualPureFunctions` below: `zUserId.nullable()` or `uuidAs<ChildId>()` is as free of
 * effects as `z.uuid()`, but the bundler cannot know it from the name `z`, and one such call
 * inside a schema kept the whole schema, and zod with it, in the first load (docs/web-weight.md).
 */
function domainSchemaNames(): string[] {
  const names = new Set<string>()
  const files = readdirSync(domainSource, { recursive: true, encoding: 'utf8' })
  for (const file of files.filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const text = readFileSync(`${domainSource}/${file}`, 'utf8')
    for (const [, name] of text.matchAll(/^(?:export )?const (z[A-Z]\w*) =/gm)) names.add(name!)
    for (const [, name] of text.matchAll(/^(?:export )?const (\w+) = (?:<[^>]*>)?\([^)]*\) =>\s*z\./gm))
      names.add(name!)
  }
  return [...names]
}

/** The libraries every page needs before its own code (see build.rolldownOptions below). */
const framework =
  /\/node_modules\/(react|react-dom|scheduler|react-router|@emotion\/[^/]+|stylis|@mui\/(system|utils|styled-engine|private-theming)|i18next|react-i18next|@tanstack\/(query-core|react-query)|react-is|hoist-non-react-statics|clsx|@babel\/runtime)\//

/** MUI's inputs and popup menus (see the `mui-forms` group below). */
const muiForms =
  /\/node_modules\/@mui\/material\/(Select|NativeSelect|InputBase|OutlinedInput|FilledInput|Input|InputLabel|InputAdornment|TextField|TextareaAutosize|FormLabel|FormHelperText|Menu|MenuItem|MenuList|Popover)\//

/**
 * The browser gets the route table without its zod schemas (docs/decisions/0008): each route's
 * method and path, neither zod nor the schemas (about 60 KiB gzipped of a guardian's
 * first load). The server serialises every answer through the route's schema already; api/client.ts
 * parses an answer only when the route carries its schema (the web's tests, in Node). Modules
 * that import the schemas themselves (forms) still get the real contracts, in their own chunks.
 */
function browserContracts(): Plugin {
  let table = ''
  return {
    name: 'nido-browser-contracts',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      // The real table, evaluated in Node through Vite (the domain is TypeScript source).
      const { module } = await runnerImport<{ contracts: typeof Contracts }>(contractsIndex, {
        configFile: false,
        logLevel: 'error',
      })
      table = JSON.stringify(
        Object.fromEntries(
          Object.entries(module.contracts).map(([name, routes]) => [
            name,
            Object.fromEntries(
              Object.entries(routes as Record<string, RouteDef>).map(([key, route]) => [
                key,
                // What api/client.ts reads; the rest of a route (schemas, summary) is the server's.
                { method: route.method, path: route.path },
              ]),
            ),
          ]),
        ),
      )
    },
    // The web imports the table by this name only (the domain's own modules never import it).
    resolveId: (source) => (source === '@nido/domain/contracts/index' ? browserContractsId : null),
    load(id) {
      if (id !== browserContractsId) return null
      return `export * from ${JSON.stringify(contractsDefine)}\n` + `export const contracts = ${table}\n`
    },
  }
}

/**
 * The pages a guardian opens first (docs/offline-and-install.md): the newsfeed, where the care
 * log's Daily cards are too, and a news item. Precached with the shell, so they open offline even
 * before they were visited once. Every other page (the staff's care log board among them) is
 * cached when first fetched (src/sw.ts), not downloaded by every first visit's service worker
 * (a build has about 490 files).
 */
const firstPages = [
  /\/src\/features\/news\/pages\/newsfeed-page\.tsx$/,
  /\/src\/features\/news\/pages\/news-item-page\.tsx$/,
  // Signing out works offline too: the avatar menu and the sign-out page (a few KiB).
  /\/src\/shell\/account-menu-list\.tsx$/,
  /\/src\/shell\/logout-page\.tsx$/,
]
/** Texts in one language (i18n/index.ts, i18n/namespace.ts), each fetched as its own small chunk. */
const translation = /\/i18n\/(?:[^/]+\/)?[^/]+\.json$|\/i18n\/error-messages\.[\w-]+\.ts$/

/**
 * Which built files the service worker precaches: the entry and the first pages, with every chunk
 * they import statically, their stylesheets and their translations (all languages: a few KiB
 * each). Read from the bundle itself, so a renamed chunk cannot fall out of the list.
 */
function precacheScope(): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>(['index.html'])
  const plugin: Plugin = {
    name: 'nido-precache-scope',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((out): out is Rolldown.OutputChunk => out.type === 'chunk')
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
      const add = (chunk: Rolldown.OutputChunk): void => {
        if (files.has(chunk.fileName)) return
        files.add(chunk.fileName)
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css)
        for (const name of chunk.imports) {
          const imported = byFile.get(name)
          if (imported) add(imported)
        }
        for (const name of chunk.dynamicImports) {
          const imported = byFile.get(name)
          if (imported?.facadeModuleId && translation.test(imported.facadeModuleId)) add(imported)
        }
      }
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId ?? ''
        if (chunk.isEntry || firstPages.some((page) => page.test(id))) add(chunk)
      }
    },
  }
  return { plugin, files }
}

const precache = precacheScope()

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    browserContracts(),
    precache.plugin,
    // The service worker (src/sw.ts, decision 0040): our own file with the precache list injected.
    // The app registers it itself (app/service-worker.ts) and the server serves the manifest per
    // brand (GET /api/v1/brands/manifest), so neither is generated here.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // A classic script: every browser with service workers runs it (module workers are newer).
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html}'],
        // Every built file is a candidate; precacheScope above says which are kept.
        manifestTransforms: [
          (entries) => {
            // Run after the bundle (generateBundle): an empty scope means the hook did not run.
            if (precache.files.size <= 1) throw new Error('nido-precache-scope saw no chunk')
            return { manifest: entries.filter((entry) => precache.files.has(entry.url)), warnings: [] }
          },
        ],
      },
    }),
    // Last: the .br and .gz copies of everything written before, the service worker included.
    precompress(),
  ],
  // `@/session/…` instead of `../../../session/…`; the same alias is in tsconfig.json's paths.
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
      // The demo's terms and guide are pages of the server (apps/server/src/seed/demo-documents.ts).
      '/demo': server,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Unused zod schemas of the domain are dropped (docs/web-weight.md): building a schema has no
      // effect outside its value, and the domain's modules run nothing when imported, so a module
      // whose exports are all unused is left out (e.g. ids.ts behind a constant of a contract).
      // `z` (and the domain's schema names) is matched by name in every module: a library with a
      // side-effecting function called `z` would lose its calls whose result is unused. Checked when added: the library chunks
      // came out byte for byte the same with and without it.
      treeshake: {
        manualPureFunctions: ['z', 'defineRoute', 'idOf', ...domainSchemaNames()],
        moduleSideEffects: [{ test: /\/packages\/domain\/src\//, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs before its own code (React, the router, MUI's styling core,
              // i18next, TanStack Query): one chunk compresses better than the dozen pieces the
              // default split makes of it, and it is all needed at once anyway (docs/web-weight.md).
              name: 'framework',
              test: framework,
              priority: 3,
            },
            {
              // The inputs and the popup menus most forms use: shared by the forms' chunks, but
              // not part of the first screen (top bar, side menu, newsfeed), whose popups load
              // when opened (docs/web-weight.md). FormControl stays below: FormControlLabel,
              // shown with the terms dialog's checkboxes, reads its context.
              name: 'mui-forms',
              test: muiForms,
              minShareCount: 16,
              priority: 1,
            },
            {
              // The MUI components most pages use (buttons, inputs, paper, lists, transitions…):
              // one chunk instead of dozens of small ones. The threshold keeps the components of a
              // few pages (date pickers, steppers, tables) in those pages' chunks. Measured: 16
              // lowers both /login and a guardian's /; 8 lowers / further but raises /login.
              name: 'mui',
              test: (id: string) => /\/node_modules\/@mui\/material\//.test(id) && !muiForms.test(id),
              minShareCount: 16,
              priority: 2,
            },
          ],
        },
      },
    },
  },
})
