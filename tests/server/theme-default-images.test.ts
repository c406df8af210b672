import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_OFFICE_IMAGES } from '../../src/contracts/brand'
import { demo, seededApp } from './harness'

/** §3/§9: default office 3 has a branded logo, favicon and login background, shipped with the web app. */
const { app, login } = await seededApp()
const theme = async (office: number) => (await app.inject({ url: `/v2/api/theme/${office}` })).json().value

/** What the build copies from public/ to /static/vue-interno/. */
const shippedFile = (address: string) => join('public', address.replace('/static/vue-interno/', ''))

describe('the default office brand', () => {
  it("answers office 3's shipped logo, favicon and login background while none is uploaded", async () => {
    expect(await theme(3)).toMatchObject(DEFAULT_OFFICE_IMAGES)
    // Other offices keep theirs empty (the app shows the AAWZ logo and favicon, and its own colours on login).
    expect(await theme(1)).toMatchObject({ logo: null, favicon: null, fundo_login: null })
  })

  it('ships each image small, as SVG without script or outside references', () => {
    const limits = { logo: 8_000, favicon: 4_000, fundo_login: 60_000 }
    for (const [kind, address] of Object.entries(DEFAULT_OFFICE_IMAGES)) {
      const file = shippedFile(address)
      expect(existsSync(file), file).toBe(true)
      const text = readFileSync(file, 'utf8')
      expect(text.length, file).toBeLessThan(limits[kind as keyof typeof limits])
      expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), file).toBe(true)
      expect(text, file).not.toMatch(/<script|on\w+=|href=|url\((?!#)/i)
    }
  })

  it('lets an upload replace one image and keeps the others', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    )
    const boundary = 'x-boundary'
    const res = await app.inject({
      method: 'POST',
      url: '/v2/interno/api/admin/office/3/theme/logo',
      headers: { authorization: await login(demo.equipe), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    })
    expect(res.statusCode).toBe(201)
    const after = await theme(3)
    expect(after.logo).toMatch(/^\/v2\/api\/files\/[0-9a-f]{64}$/)
    expect(after).toMatchObject({
      favicon: DEFAULT_OFFICE_IMAGES.favicon,
      fundo_login: DEFAULT_OFFICE_IMAGES.fundo_login,
    })
  })
})
