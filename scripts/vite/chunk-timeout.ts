import type { Plugin } from 'vite'

type Node = { type?: string; start: number; end: number; [key: string]: unknown }

const HELPER = 'withChunkTimeout'
const IMPORT_LINE = `import { ${HELPER} as __${HELPER} } from '/src/lib/chunk-timeout.ts';\n`

function importExpressions(node: unknown, found: Node[]) {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const child of node) importExpressions(child, found)
    return
  }
  const n = node as Node
  if (n.type === 'ImportExpression') found.push(n)
  for (const key of Object.keys(n)) if (key !== 'type') importExpressions(n[key], found)
}

/**
 * §9 chunk load timeout: wraps every dynamic `import()` of the app's own modules in `withChunkTimeout`
 * (src/lib/chunk-timeout.ts), so a chunk that never arrives fails after 120 s as a ChunkLoadError and the
 * route shows its error view. Production builds only.
 */
export function chunkLoadTimeout(): Plugin {
  return {
    name: 'aawz:chunk-load-timeout',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('/src/') || id.includes('/src/lib/chunk-timeout.ts') || !code.includes('import(')) return
      const found: Node[] = []
      importExpressions(this.parse(code), found)
      if (found.length === 0) return
      let out = code
      for (const node of found.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, node.start)}__${HELPER}(${out.slice(node.start, node.end)})${out.slice(node.end)}`
      }
      return { code: IMPORT_LINE + out, map: null }
    },
  }
}
