import type { FastifyInstance } from 'fastify'

export type RegisteredRoute = { method: string; path: string }

/**
 * Every route of the app, read from `printRoutes({ commonPrefix: false })`: each line is a path piece
 * under its parent (indented by 4 characters per level) with its methods. HEAD is Fastify's own.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const stack: string[] = []
  const routes: RegisteredRoute[] = []
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line)
    if (!match) continue
    const depth = match[1].length / 4
    stack.length = depth
    const path = `${stack.join('')}${match[2]}`
    stack.push(match[2])
    for (const method of (match[3] ?? '').split(',').map((m) => m.trim())) {
      if (method && method !== 'HEAD' && !path.startsWith('/static/') && !path.startsWith('/admin')) {
        routes.push({ method, path })
      }
    }
  }
  return routes
}

/** `:a|:b` (several names at one place) and any single name read as one parameter. */
export const routeKey = (method: string, path: string) => `${method} ${path.replace(/:[^/]+/g, ':')}`

export function missingRules(routes: RegisteredRoute[], matrix: Record<string, unknown>) {
  const known = new Set(Object.keys(matrix).map((k) => routeKey(k.split(' ')[0], k.split(' ')[1])))
  return routes.filter((r) => !known.has(routeKey(r.method, r.path))).map((r) => `${r.method} ${r.path}`)
}

export function staleRules(routes: RegisteredRoute[], matrix: Record<string, unknown>) {
  const registered = new Set(routes.map((r) => routeKey(r.method, r.path)))
  return Object.keys(matrix).filter((k) => !registered.has(routeKey(k.split(' ')[0], k.split(' ')[1])))
}
