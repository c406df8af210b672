import { mkdir, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** What the build put in its JavaScript chunks, and who imports each module (re-export barrels included). */
export type ChunkModules = {
  chunks: Record<string, { id: string; raw: number; gzip: number }[]>
  importers: Record<string, string[]>
}

/** Where the build leaves its module list (a dot folder: never served, never precached). */
export const CHUNK_MODULES_FILE = '.vite/chunk-modules.json'

/**
 * Records which modules landed in which chunk, each with its rendered size alone and gzip-compressed, and the
 * import graph, so the shell's size check (scripts/shell-size.ts) can say what makes the first load heavy.
 */
export function recordChunkModules(): Plugin {
  let root = process.cwd()
  return {
    name: 'aawz:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async writeBundle(options, bundle) {
      const name = (id: string) => relative(root, id.replace(/^\0/, ''))
      const result: ChunkModules = { chunks: {}, importers: {} }
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        result.chunks[output.fileName] = Object.entries(output.modules).map(([id, m]) => ({
          id: name(id),
          raw: m.renderedLength,
          gzip: gzipSync(m.code ?? '', { level: 9 }).length,
        }))
      }
      for (const id of this.getModuleIds()) {
        result.importers[name(id)] = (this.getModuleInfo(id)?.importers ?? []).map(name)
      }
      const file = join(options.dir ?? 'dist', CHUNK_MODULES_FILE)
      await mkdir(join(file, '..'), { recursive: true })
      await writeFile(file, JSON.stringify(result))
    },
  }
}
