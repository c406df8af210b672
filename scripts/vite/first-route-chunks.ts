import type { ChunkingContext } from 'rolldown'

/**
 * Chunk groups for a cold first visit. Left to itself the bundler cuts every module that two lazy chunks share
 * into a chunk of its own, so the layout and the first page arrived as ~70 files of 1–3 kB, and over HTTP/1.1's
 * six connections each costs a round trip (150 ms on a phone). Here:
 * - `shell`: everything index.html must load before the app starts (the entry's static imports), one file;
 * - one chunk per group below: the modules that every one of its `roots` (module ids) imports statically (not
 *   through `import()`), so e.g. the authenticated layout and the home page each come as one file. Earlier groups
 *   take their modules first; a page that uses a module of a group later loads that group's chunk.
 */
export function firstRouteGroups(groups: { name: string; roots: string[] }[], early?: { name: string; root: string }) {
  return [
    // A second, small entry that runs before the main one (early-entry.ts): its modules stay its own.
    ...(early ? [sharedGroup({ name: early.name, roots: [early.root] }, groups.length + 2)] : []),
    { name: 'shell', tags: ['$initial' as const], priority: groups.length + 1 },
    ...groups.map((group, index) => sharedGroup(group, groups.length - index)),
  ]
}

function sharedGroup(group: { name: string; roots: string[] }, priority: number) {
  let closure: { pass: ChunkingContext; ids: Set<string> } | undefined
  return {
    name: (id: string, ctx: ChunkingContext) => {
      if (closure?.pass !== ctx) closure = { pass: ctx, ids: sharedClosure(group.roots, ctx) }
      return closure.ids.has(id) ? group.name : null
    },
    priority,
  }
}

/** The modules every root reaches by static imports (roots included). */
function sharedClosure(roots: string[], ctx: ChunkingContext) {
  const [first, ...others] = roots.map((root) => staticClosure(root, ctx))
  return new Set([...(first ?? [])].filter((id) => others.every((ids) => ids.has(id))))
}

function staticClosure(root: string, ctx: ChunkingContext) {
  const seen = new Set<string>()
  const queue = [root]
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (seen.has(id)) continue
    seen.add(id)
    queue.push(...importsOf(id, ctx))
  }
  return seen
}

const RADIX_BARREL = /[\\/]node_modules[\\/]radix-ui[\\/]/

/**
 * What a module imports. Through the `radix-ui` barrel (which imports every primitive) only the primitives the
 * module names (`import { Dialog } from 'radix-ui'` → @radix-ui/react-dialog): the rest is tree-shaken for it.
 */
function importsOf(id: string, ctx: ChunkingContext) {
  const info = ctx.getModuleInfo(id)
  if (!info) return []
  const barrel = info.importedIds.find((imported) => RADIX_BARREL.test(imported))
  const names = barrel ? radixNames(info.code ?? '') : []
  if (!barrel || names.length === 0) return info.importedIds
  const packages = names.map((name) => `@radix-ui/react-${name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase()}`)
  const primitives = (ctx.getModuleInfo(barrel)?.importedIds ?? []).filter((primitive) =>
    packages.some((pkg) => primitive.includes(`/${pkg}/`)),
  )
  return [...info.importedIds.filter((imported) => imported !== barrel), ...primitives]
}

/** The names a module's code imports from 'radix-ui'. */
function radixNames(code: string) {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']radix-ui["']/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((part) => part.trim().split(/\s+as\s+/)[0])
      .filter(Boolean),
  )
}
