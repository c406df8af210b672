import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|webmanifest)$/

/** The brotli (quality 11) and gzip (level 9) copies of one file's content, as served over the wire. */
export async function compressedCopies(content: Buffer) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: 9 }),
  ])
  return { br, gz }
}

/** Writes `file.br` and `file.gz` next to a file, each only when it is smaller than the file itself. */
export async function writeCompressedCopies(path: string) {
  const content = await readFile(path)
  const { br, gz } = await compressedCopies(content)
  await Promise.all([
    br.length < content.length ? writeFile(`${path}.br`, br) : undefined,
    gz.length < content.length ? writeFile(`${path}.gz`, gz) : undefined,
  ])
}

/**
 * Precompresses the hashed assets at build time, so the server sends them brotli or gzip without spending CPU
 * per request (server/http/web-app.ts serves the copies with `preCompressed`).
 */
export function precompressAssets(): Plugin {
  return {
    name: 'aawz:precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist'
      const files = Object.keys(bundle).filter((name) => name.startsWith('assets/') && COMPRESSIBLE.test(name))
      await Promise.all(files.map((name) => writeCompressedCopies(join(dir, name))))
    },
  }
}
