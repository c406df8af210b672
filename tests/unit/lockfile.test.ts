import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// `npm ci` refuses a lock file that lacks another platform's optional package (Biome, Rollup, esbuild and
// Tailwind ship one binary package per platform), so a colleague on macOS or Windows, or a CI using `npm ci`,
// could not install. Some npm runs drop those entries; this catches it before it lands.
type LockEntry = { version?: string; optionalDependencies?: Record<string, string> }
const lock = JSON.parse(readFileSync(resolve(__dirname, '../../package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>
}

/** Node's resolution inside the lock: the dependency's folder next to `from`, then in each parent folder. */
const resolves = (from: string, name: string): boolean => {
  let dir = from
  for (;;) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true
    if (!dir) return false
    const parent = dir.lastIndexOf('/node_modules/')
    dir = parent < 0 ? '' : dir.slice(0, parent)
  }
}

describe('package-lock.json', () => {
  it('lists the optional packages of every platform, so npm ci installs anywhere', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolves(path, name))
        .map((name) => `${path} → ${name}`),
    )
    expect(missing, 'run `npm install --package-lock-only` to add them back').toEqual([])
  })

  it('holds platform packages for the native tools we build with', () => {
    for (const name of ['@biomejs/cli-darwin-arm64', '@biomejs/cli-win32-x64', '@esbuild/darwin-arm64']) {
      expect(lock.packages[`node_modules/${name}`], name).toBeDefined()
    }
  })
})
