import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

const root = mkdtempSync(join(tmpdir(), 'web-root-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>')

const { app, login } = await seededApp({ webRoot: root })
const token = await login(demo.gestor)

/** The policy as a map of directive → sources. */
const policy = (header: unknown) =>
  Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources.join(' ')]),
  )

describe('security headers on every answer', () => {
  it.each([
    ['the web app page', '/admin/home', {}, 200],
    ['an API answer', '/v2/api/office/3/notes', { authorization: token }, 200],
    ['a refusal before any route runs (no session)', '/v2/api/office/3/notes', {}, 401],
  ])('%s carries the content security policy and the browser protections', async (_, url, headers, status) => {
    const res = await app.inject({ url, headers })
    expect(res.statusCode).toBe(status)
    expect(policy(res.headers['content-security-policy'])).toEqual({
      'default-src': "'self'",
      'script-src': "'self'",
      'style-src': "'self' 'unsafe-inline'",
      'img-src': "'self' data: blob:",
      'frame-src': "'self' blob:",
      'connect-src': "'self'",
      'worker-src': "'self'",
      'manifest-src': "'self'",
      'frame-ancestors': "'none'",
      'base-uri': "'self'",
      'font-src': "'self' https: data:",
      'form-action': "'self'",
      'object-src': "'none'",
      'script-src-attr': "'none'",
    })
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    })
    // Served over the office's own TLS front, or plain http on a laptop: no HSTS from the app itself.
    expect(res.headers['strict-transport-security']).toBeUndefined()
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined()
    expect(res.headers['x-powered-by']).toBeUndefined()
  })
})
