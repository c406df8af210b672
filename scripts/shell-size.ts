import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CHUNK_MODULES_FILE, type ChunkModules } from './vite/chunk-modules'
import { compressedCopies } from './vite/precompress'

/**
 * The shell's first-load JavaScript may weigh at most this, gzip-compressed (kB of 1,000 bytes): issue 9's
 * budget. What keeps it there: zod, forms, charts, Dexie and dialogs load with the pages that use them; route
 * search parameters are plain checks (src/lib/search-params.ts); route loaders start their calls with the
 * answers' contracts loading beside them (ContractSource in src/lib/api/client.ts).
 */
export const SHELL_JS_BUDGET_GZIP = 150_000

type Sizes = { raw: number; gzip: number; brotli: number }
type ShellFile = Sizes & { file: string }

/**
 * What a first visit downloads before the app can start: the entry script, every module index.html
 * preloads and its stylesheets, each measured raw, gzip and brotli as the build precompresses them (the
 * bytes on the wire). With the build's module list, the modules that weigh most in those scripts.
 */
export async function measureShell(dist: string) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
  // A file both run (script) and preloaded (modulepreload) downloads once.
  const names = [
    ...new Set(
      [...html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="\/static\/vue-interno\/(assets\/[^"]+)"/g)]
        .map((m) => m[1])
        .filter((name) => /\.(?:js|css)$/.test(name)),
    ),
  ]
  const files: ShellFile[] = await Promise.all(
    names.map(async (file) => {
      const content = readFileSync(join(dist, file))
      const { br, gz } = await compressedCopies(content)
      return { file, raw: content.length, gzip: gz.length, brotli: br.length }
    }),
  )
  const js = files.filter((f) => f.file.endsWith('.js'))
  const css = files.filter((f) => f.file.endsWith('.css'))
  return {
    js: { files: js.length, ...total(js) },
    css: { files: css.length, ...total(css) },
    modules: modulesOf(dist, js),
  }
}

export type ShellSize = Awaited<ReturnType<typeof measureShell>>

function total(files: ShellFile[]): Sizes {
  return files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip, brotli: sum.brotli + f.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  })
}

/**
 * The shell's modules, heaviest first (gzip of each module alone, before minification: a ranking, not a sum),
 * each with the app module that pulls it into the shell.
 */
function modulesOf(dist: string, js: ShellFile[]) {
  const path = join(dist, CHUNK_MODULES_FILE)
  if (!existsSync(path)) return []
  const { chunks, importers } = JSON.parse(readFileSync(path, 'utf8')) as ChunkModules
  const modules = js.flatMap((f) => chunks[f.file] ?? [])
  const inShell = new Set(modules.map((m) => m.id))
  const isApp = (id: string) => !id.includes('node_modules/')
  // Up the import graph, through libraries, to the nearest app module of the shell that imports it.
  const via = (id: string) => {
    const seen = new Set([id])
    const queue = [id]
    for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
      for (const importer of importers[current] ?? []) {
        if (seen.has(importer)) continue
        seen.add(importer)
        if (isApp(importer) && inShell.has(importer)) return importer
        if (!isApp(importer)) queue.push(importer)
      }
    }
    return undefined
  }
  return modules
    .filter((m) => m.raw > 0)
    .map((m) => ({ ...m, via: isApp(m.id) ? undefined : via(m.id) }))
    .sort((a, b) => b.gzip - a.gzip)
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`

/** One line for the README's table: the shell's JavaScript, gzip and brotli, and its stylesheet. */
export function describeShell({ js, css }: ShellSize) {
  return (
    `shell first-load JS: ${js.files} files, ${kB(js.raw)} raw, ${kB(js.gzip)} gzip, ${kB(js.brotli)} brotli ` +
    `(on the wire); CSS ${kB(css.gzip)} gzip, ${kB(css.brotli)} brotli`
  )
}

/** The heaviest modules of the shell, one per line. */
export function largestModules({ modules }: ShellSize, count = 15) {
  return modules
    .slice(0, count)
    .map((m) => `  ${kB(m.gzip).padStart(9)} gzip  ${kB(m.raw).padStart(9)} raw  ${m.id}${m.via ? `  ← ${m.via}` : ''}`)
    .join('\n')
}
