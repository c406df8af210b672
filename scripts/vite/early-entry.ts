import type { Plugin } from 'vite'

/**
 * Builds `source` as a second entry and lists its script in index.html before the main entry's, so it runs
 * first (module scripts run in document order) and as soon as its few kB arrive. Vite would merge two scripts
 * written in index.html into one entry, hence the plugin. Production builds only: `vite dev` runs the main entry.
 */
export function earlyEntry(name: string, source: string): Plugin {
  let base = '/'
  return {
    name: 'aawz:early-entry',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    options(options) {
      const input = options.input
      if (typeof input === 'string') options.input = { index: input, [name]: source }
      else if (Array.isArray(input)) options.input = { ...Object.fromEntries(input.map((i) => [i, i])), [name]: source }
      else options.input = { ...input, [name]: source }
      return options
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === name)
        if (!chunk) throw new Error(`${name}: entry chunk not found`)
        return [
          {
            tag: 'script',
            attrs: { type: 'module', crossorigin: true, src: `${base}${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }
}
