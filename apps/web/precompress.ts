import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

// Static assets leave the server compressed (docs/web-weight.md "Compression"): the build writes a
// brotli (.br) and a gzip (.gz) copy beside each text file of the bundle, and the server's static
// plugin sends the one the browser accepts (`preCompressed` in apps/server/src/app.ts). Compressing
// once here, at the highest levels, costs the server nothing per request.

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text files only: images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|json|svg|webmanifest|txt)$/
/** Below this, a compressed copy saves less than a round trip's headers. */
const minBytes = 1024

export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'nido-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((file) => compressible.test(file))
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(outDir, file)
          const source = await readFile(full)
          if (source.length < minBytes) return
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ])
          // A copy no smaller than the file would only cost the browser a decoding.
          if (br.length < source.length) await writeFile(`${full}.br`, br)
          if (gz.length < source.length) await writeFile(`${full}.gz`, gz)
        }),
      )
    },
  }
}
