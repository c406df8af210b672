import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { financialPaths } from '../../src/contracts/financial-paths'
import { paths } from '../../src/contracts/paths'
import { encodeBody } from '../../src/lib/api/encoding'
import { demo, seededApp } from './harness'

const { app, login } = await seededApp()
const gestor = await login(demo.gestor)
const staff = await login(demo.equipe)

/** Sends a body exactly as the outbox replays it (and the API client sends it online): §7 form data. */
const send = (method: 'POST' | 'PUT', url: string, body: Record<string, unknown>, token = gestor) => {
  const encoded = encodeBody(body)!
  return app.inject({
    method,
    url,
    payload: String(encoded.data),
    headers: { authorization: token, 'content-type': encoded.contentType!, 'idempotency-key': randomUUID() },
  })
}
const read = async (url: string, token = gestor) =>
  (await app.inject({ url, headers: { authorization: token } })).json()

describe('every queued edit is accepted in the one wire format of §7 (form data, objects as JSON text)', () => {
  it('notes, disclaimers, suggestions and feature permissions', async () => {
    const id = randomUUID()
    expect((await send('POST', paths.notes(3), { id, texto: 'nota' })).statusCode).toBe(201)
    const edited = await send('PUT', paths.note(3, id), { texto: 'nota editada', version: 1 })
    expect(edited.json().value).toMatchObject({ texto: 'nota editada', version: 2 })
    const disclaimer = await send('PUT', paths.disclaimer(3, `form-${id.slice(0, 8)}`), { texto: 'Aviso', version: 0 })
    expect(disclaimer.statusCode, disclaimer.body).toBe(200)
    const suggestion = await send('POST', paths.suggestions, {
      id: randomUUID(),
      subject: 'Assunto',
      report: 'Relato',
      interno: false,
      simulacao: false,
      origem: '/home',
    })
    expect(suggestion.statusCode, suggestion.body).toBeLessThan(300)
    const permission = await send(
      'PUT',
      paths.officePermission(4),
      {
        funcionalidade: 'dataroom',
        possui_acesso: false,
      },
      staff,
    )
    expect(permission.statusCode, permission.body).toBe(200)
    // 'false' as form text is false, not a truthy string.
    expect(permission.json().value).toMatchObject({ funcionalidade: 'dataroom', possui_acesso: false })
    await send('PUT', paths.officePermission(4), { funcionalidade: 'dataroom', possui_acesso: true }, staff)
  })

  it("the office's data and colours, objects as JSON text, and a DFC opening balance in centavos", async () => {
    const office = (await read(paths.office(3))).value
    const office_data = {
      nome_escritorio: office.nome_escritorio,
      login: office.login,
      cnpj: office.cnpj,
      email_escritorio: office.email_escritorio ?? 'contato@demo.local',
      telefone: office.telefone ?? '',
      nome_responsavel: 'Pelo formulário',
    }
    const saved = await send('PUT', paths.office(3), { office_data, version: office.version })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().value).toMatchObject({ nome_responsavel: 'Pelo formulário' })
    const { version } = await read(paths.officeColors(3))
    const colors = await send('PUT', paths.officeColors(3), { data: { primaria: '#204060' }, version })
    expect(colors.statusCode, colors.body).toBe(200)
    expect((await read(paths.officeColors(3))).value).toMatchObject({ primaria: '#204060' })
    const dfc = (await read('/v2/interno/api/admin/office/3/dfc')).value
    const balance = await send('POST', financialPaths.dfcBalance(3, 'set', 'balance-initial'), {
      id_conta_corrente: dfc.contas[0].id,
      mes: '2026-02',
      valor: '123456',
      descricao: undefined,
    })
    expect(balance.statusCode, balance.body).toBe(200)
  })
})
