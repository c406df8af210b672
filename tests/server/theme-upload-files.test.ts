import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { seedDemo } from '../../server/db/seed'
import { demo, freshDatabase, loginOn } from './harness'

// Its own DATA_DIR, so what lands under files/ is this file's doing alone.
const dataDir = mkdtempSync(join(tmpdir(), 'aawz-upload-'))
const { db } = await freshDatabase()
await seedDemo(db)
const app = await buildApp({ db, config: { SESSION_TTL_HOURS: 12, LOG_LEVEL: 'silent', dataDir } })
afterAll(async () => {
  await app.close()
  rmSync(dataDir, { recursive: true, force: true })
})
const staff = await loginOn(app, demo.equipe)

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const upload = (body: Buffer, filename: string, office = 3, kind = 'logo') => {
  const boundary = 'x-boundary'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return app.inject({
    method: 'POST',
    url: `/v2/interno/api/admin/office/${office}/theme/${kind}`,
    headers: { authorization: staff, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  })
}
const stored = () => {
  try {
    return readdirSync(join(dataDir, 'files'))
  } catch {
    return []
  }
}

describe('an upload writes its file only once the request is accepted', () => {
  it('a refused upload (bad name, not an image, too large, unknown office) leaves nothing under files/', async () => {
    const nul = await upload(png, 'logo\u0000.png')
    expect(nul.statusCode).toBe(400)
    expect(nul.json().message).toBe('Texto com caracteres inválidos')
    expect((await upload(Buffer.from('<svg/>'), 'logo.png')).statusCode).toBe(415)
    const big = Buffer.concat([png, Buffer.alloc(600 * 1024)])
    expect((await upload(big, 'favicon.png', 3, 'favicon')).statusCode).toBe(413)
    expect((await upload(png, 'logo.png', 999_999)).statusCode).toBe(404)
    expect(stored()).toEqual([])
  })

  it('an accepted upload stores exactly one file, named by its sha256, and a repeat adds none', async () => {
    const res = await upload(png, 'logo.png')
    expect(res.statusCode).toBe(201)
    const sha = (res.json().value.logo as string).split('/').pop()
    expect(stored()).toEqual([sha])
    expect((await upload(png, 'outro-nome.png', 3, 'favicon')).statusCode).toBe(201)
    expect(stored()).toEqual([sha])
  })
})
