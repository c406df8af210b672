import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { writeCompressedCopies } from '../../scripts/vite/precompress'
import { demo, seededApp } from './harness'

// A built web app in miniature: one hashed asset with the copies the build writes, index.html and sw.js.
const root = mkdtempSync(join(tmpdir(), 'web-root-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))
mkdirSync(join(root, 'assets'))
const assetPath = join(root, 'assets', 'index-Ab12Cd34.js')
const asset = Array.from({ length: 200 }, (_, i) => `export const figura${i} = () => 'Visão Geral ${i}'\n`).join('')
writeFileSync(assetPath, asset)
await writeCompressedCopies(assetPath)
writeFileSync(join(root, 'index.html'), '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>')
writeFileSync(join(root, 'sw.js'), `self.addEventListener('fetch', () => {})\n${'// precache\n'.repeat(200)}`)

const { app, login } = await seededApp({ webRoot: root })
const assetUrl = '/static/vue-interno/assets/index-Ab12Cd34.js'
const get = (url: string, headers: Record<string, string>) => app.inject({ url, headers })
const decode = (encoding: string | undefined, body: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body

describe('hashed assets on the wire', () => {
  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('sends the precompressed copy to a client accepting "%s"', async (accepted, encoding) => {
    const res = await get(assetUrl, { 'accept-encoding': accepted })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe(encoding)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const copy = readFileSync(`${assetPath}.${encoding === 'br' ? 'br' : 'gz'}`)
    expect(res.rawPayload.equals(copy)).toBe(true)
    expect(res.rawPayload.length).toBeLessThan(asset.length / 4)
    expect(decode(encoding, res.rawPayload).toString()).toBe(asset)
  })

  it.each([['identity'], ['']])('sends the plain file to a client accepting "%s"', async (accepted) => {
    const res = await get(assetUrl, accepted ? { 'accept-encoding': accepted } : {})
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.body).toBe(asset)
  })

  it('keeps index.html and the service worker uncached, compressed or not', async () => {
    const index = await get('/admin/home', { 'accept-encoding': 'br, gzip' })
    expect(index.headers['cache-control']).toBe('no-cache')
    expect(decode(index.headers['content-encoding'] as string | undefined, index.rawPayload).toString()).toContain(
      '<div id="root">',
    )
    const sw = await get('/static/vue-interno/sw.js', { 'accept-encoding': 'br, gzip' })
    expect(sw.headers['cache-control']).toBe('no-cache')
    expect(sw.headers['service-worker-allowed']).toBe('/admin/')
    expect(decode(sw.headers['content-encoding'] as string | undefined, sw.rawPayload).toString()).toContain(
      "addEventListener('fetch'",
    )
  })
})

const token = await login(demo.gestor)
const clients = '/v2/api/office/3/clients'
const plain = await get(clients, { authorization: token })

describe('API responses on the wire', () => {
  it('answers the plain JSON to a client that accepts no compression', () => {
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024)
    expect(plain.json().value.length).toBeGreaterThan(10)
  })

  it.each([['br'], ['gzip']])('compresses a response above 1 kB with %s, same JSON once decoded', async (encoding) => {
    const res = await get(clients, { authorization: token, 'accept-encoding': encoding })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe(encoding)
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length)
    expect(JSON.parse(decode(encoding, res.rawPayload).toString())).toEqual(plain.json())
  })

  it('leaves a small response as it is', async () => {
    const res = await get('/healthz', { 'accept-encoding': 'br, gzip' })
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json()).toEqual({ status: 'ok' })
  })
})
