import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { canOpen, type Role } from '../../src/lib/roles'

const APP_ROUTES = join(import.meta.dirname, '../../src/routes/_app')

/** Values for the route tree's path parameters, so a page with a parameter is walked too. */
const PARAMS: Record<string, string> = { $type: 'geral' }

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? routeFiles(path) : entry.name.endsWith('.tsx') ? [path] : []
  })
}

function addressOf(file: string): string {
  const segments = relative(APP_ROUTES, file)
    .replace(/\.tsx$/, '')
    .split('/')
    .filter((segment) => segment !== 'index')
    .map((segment) => PARAMS[segment] ?? segment)
  return `/${segments.join('/')}`
}

/**
 * Every page of the signed-in app that is built: read from the route tree (src/routes/_app), leaving out
 * the routes that only redirect (no component) and the areas still 'Em construção'.
 */
export const builtPages: readonly string[] = routeFiles(APP_ROUTES)
  .filter((file) => {
    const source = readFileSync(file, 'utf8')
    return /\bcomponent\s*:/.test(source) && !source.includes('UnderConstruction')
  })
  .map(addressOf)
  .sort()

/** The built pages a role may open, by the same table that drives the menu and the route guard. */
export function pagesFor(role: Role): string[] {
  return builtPages.filter((path) => canOpen(role, path))
}

/** Pages anyone can open without signing in. */
export const publicPages: readonly string[] = ['/login', '/esqueci-senha', '/404']
