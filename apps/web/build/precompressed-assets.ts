import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text the browser fetches from /assets/ (the only folder the API serves files from). */
const COMPRESSIBLE = /^assets\/.+\.(?:js|css|svg|json)$/

/** Below this a Content-Encoding header is not worth it (the API's threshold, apps/api/src/app.ts). */
export const COMPRESS_THRESHOLD_BYTES = 1024

/**
 * Each file's brotli (quality 11) and gzip (level 9) bytes, or none for a file too small to gain.
 * Quality 11 is the slowest brotli, paid once per build; a phone's first visit downloads the
 * result on every page (decision 036, "what LCP is made of").
 */
export async function compressAsset(
  bytes: Buffer,
): Promise<{ br: Buffer; gzip: Buffer } | undefined> {
  if (bytes.length < COMPRESS_THRESHOLD_BYTES) return undefined
  const [br, gz] = await Promise.all([
    brotliAsync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ])
  return { br, gzip: gz }
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each script, stylesheet and picture of the browser
 * build, which the API serves as they are (`preCompressed`, apps/api's storefront module). Sent
 * compressed per request instead, the scripts went out as brotli 4 (@fastify/compress's level,
 * chosen for bodies made per request): the same bytes larger on every first visit, and
 * compressing them again for every shopper.
 */
export function precompressedAssets(): Plugin {
  return {
    name: 'scentia:precompressed-assets',
    apply: 'build',
    // Only the browser's files are served; the server bundle is loaded, not sent.
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const outDir = options.dir
      if (!outDir) return
      const files = Object.keys(bundle).filter((fileName) => COMPRESSIBLE.test(fileName))
      await Promise.all(
        files.map(async (fileName) => {
          const file = path.join(outDir, fileName)
          const compressed = await compressAsset(await readFile(file))
          if (!compressed) return
          await Promise.all([
            writeFile(`${file}.br`, compressed.br),
            writeFile(`${file}.gz`, compressed.gzip),
          ])
        }),
      )
    },
  }
}
