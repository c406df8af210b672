// First-load JavaScript of the shell: the entry script and the modules index.html preloads, gzip-compressed.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = new URL('../dist/', import.meta.url).pathname
const html = readFileSync(join(dist, 'index.html'), 'utf8')
const files = [...html.matchAll(/(?:src|href)="\/static\/vue-interno\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])
let raw = 0
let gzip = 0
for (const file of files) {
  const content = readFileSync(join(dist, file))
  raw += content.length
  gzip += gzipSync(content, { level: 9 }).length
}
const kb = (n: number) => (n / 1024).toFixed(1)
console.log(`shell first load: ${files.length} files, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip`)
