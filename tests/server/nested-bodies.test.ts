import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bpoPaths } from '../../src/contracts/bpo-paths'
import { genericPaths } from '../../src/contracts/generic-paths'
import { paths } from '../../src/contracts/paths'
import { MAX_NESTING, TEXT_INVALID, TOO_DEEP } from '../../src/contracts/primitives'
import { demo, seededApp } from './harness'
import { multipartBody } from './multipart'

/**
 * Issue 36 finding 8: a body nested ~10,000 levels deep (`[[[[…` or `{"a":{"a":…`), as JSON or as the JSON text of a
 * form field (§7), answered 500 on ~160 write endpoints, and a NUL inside a JSON-text form field reached the
 * database. Each is now a 400 with a pt-BR message, and nothing is written.
 */
const { app, db, login } = await seededApp()
const staff = await login(demo.equipe)
const gestor = await login(demo.gestor)

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
const count = async (table: string) =>
  (await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n

const json = (method: 'POST' | 'PUT', url: string, payload: string, token = staff) =>
  app.inject({ method, url, payload, headers: { authorization: token, 'content-type': 'application/json' } })
const form = (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, token = staff) =>
  app.inject({
    method,
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
  })

const office = {
  nome_escritorio: 'Aninhado Investimentos',
  login: 'gestor@aninhado.demo.local',
  cnpj: '11.444.777/0001-61',
  email_escritorio: 'contato@aninhado.demo.local',
}

describe('a body nested too deep', () => {
  for (const [shape, body] of [
    ['[[[[…', deepArray(10_000)],
    ['{"a":{"a":…', deepObject(10_000)],
  ] as const) {
    it(`refuses a JSON body ${shape} 10,000 levels deep with 400 '${TOO_DEEP}' on write endpoints`, async () => {
      const before = { notas: await count('anotacoes'), escritorios: await count('escritorios') }
      for (const [method, url, token] of [
        ['POST', paths.officeAdd, staff],
        ['PUT', paths.office(3), staff],
        ['POST', paths.notes(3), gestor],
        ['POST', paths.syncBatch, gestor],
        ['POST', genericPaths.data('bancos'), staff],
      ] as const) {
        const res = await json(method, url, body, token)
        expect(res.statusCode, `${method} ${url}`).toBe(400)
        expect(res.json().message).toBe(TOO_DEEP)
      }
      expect({ notas: await count('anotacoes'), escritorios: await count('escritorios') }).toEqual(before)
    })

    it(`refuses JSON text ${shape} 10,000 levels deep inside a form field (§7) with 400 '${TOO_DEEP}'`, async () => {
      const before = await count('escritorios')
      const add = await form('POST', paths.officeAdd, { office_data: body, office_colors_data: '{}' })
      expect(add.statusCode).toBe(400)
      expect(add.json().message).toBe(TOO_DEEP)
      const row = await form('POST', genericPaths.data('bancos'), { data: body })
      expect(row.statusCode).toBe(400)
      expect(row.json().message).toBe(TOO_DEEP)
      expect(await count('escritorios')).toBe(before)
    })
  }

  it('still takes a body nested to the limit', async () => {
    const res = await json('POST', paths.officeAdd, deepArray(MAX_NESTING))
    expect(res.statusCode).toBe(400)
    expect(res.json().message).not.toBe(TOO_DEEP)
    const deeper = await json('POST', paths.officeAdd, deepArray(MAX_NESTING + 1))
    expect(deeper.json().message).toBe(TOO_DEEP)
  })
})

describe('NUL and lone surrogates inside JSON-text form fields', () => {
  for (const [name, value] of [
    ['a NUL', 'Aninhado\u0000'],
    ['a lone surrogate', 'Aninhado\ud800'],
  ] as const) {
    it(`refuses ${name} in office_data of add-office and PUT office with 400 '${TEXT_INVALID}', storing nothing`, async () => {
      const before = await count('escritorios')
      const text = JSON.stringify({ ...office, nome_escritorio: value })
      const add = await form('POST', paths.officeAdd, { office_data: text, office_colors_data: '{}' })
      expect(add.statusCode).toBe(400)
      expect(add.json().message).toContain(TEXT_INVALID)
      expect(await count('escritorios')).toBe(before)

      const [current] = (
        await db.execute<{ nome: string; version: number }>(
          sql`select nome_escritorio as nome, version from escritorios where id_escritorio = 3`,
        )
      ).rows
      const put = await form('PUT', paths.office(3), { office_data: text, version: String(current.version) })
      expect(put.statusCode).toBe(400)
      expect(put.json().message).toContain(TEXT_INVALID)
      const [after] = (
        await db.execute<{ nome: string; version: number }>(
          sql`select nome_escritorio as nome, version from escritorios where id_escritorio = 3`,
        )
      ).rows
      expect(after).toEqual(current)
    })
  }

  it('refuses a NUL in a multipart field before the upload is read', async () => {
    const [bill] = (
      await db.execute<{ id: number }>(sql`select id from titulos where id_escritorio = 3 and tipo = 'pagar' limit 1`)
    ).rows
    const before = await count('titulos_anexos')
    const { payload, contentType } = multipartBody({ nota: 'a\u0000b' }, 'boleto.pdf', '%PDF-1.4\n%%EOF\n')
    const res = await app.inject({
      method: 'POST',
      url: bpoPaths.attachments(3, 'pagar', bill.id),
      payload,
      headers: { authorization: gestor, 'content-type': contentType },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(TEXT_INVALID)
    expect(await count('titulos_anexos')).toBe(before)
  })
})
