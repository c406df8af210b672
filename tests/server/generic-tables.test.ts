import { sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { IN_USE } from '../../src/contracts/bpo'
import { genericPaths } from '../../src/contracts/generic-paths'
import { COLUMN_UNKNOWN, NOTHING_CHANGED, OFFICE_REQUIRED, TABLE_UNKNOWN } from '../../src/contracts/generic-tables'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const staff = await login(demo.equipe)
const gestor = await login(demo.gestor)

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = staff) =>
  app.inject({ method, url, payload, headers: { authorization: token } })

const rows = <T>(query: ReturnType<typeof sql>) => db.execute(query).then((r) => r.rows as T[])
const bank = async (codigo: string) =>
  (
    await rows<{ id: number; nome: string; ispb: string | null; tarifa: string; ativo: boolean }>(
      sql`select id, nome, ispb, tarifa_ted_centavos::text as tarifa, ativo from bancos where codigo = ${codigo}`,
    )
  )[0]
const audits = (id: string) =>
  rows<{ acao: string; antes: Record<string, unknown> | null; depois: Record<string, unknown> | null }>(
    sql`select acao, antes, depois from auditoria where entidade = 'tabela_generica' and id_entidade = ${id} order by id`,
  )
const snapshot = () => rows(sql`select * from bancos order by id`)

describe('generic tables (/dados_gerais)', () => {
  it('lists the managed tables with typed fields, hidden and read-only ones marked', async () => {
    const res = await send('GET', genericPaths.tables)
    expect(res.statusCode).toBe(200)
    const tables = res.json().tables as { name: string; fields: { col_name: string }[] }[]
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['bancos', 'indices_referencia', 'areas_receita', 'filiais', 'departamentos']),
    )
    const fields = await send('GET', genericPaths.fields('indices_referencia'))
    expect(fields.json().primary_key).toBe('id')
    const byName = Object.fromEntries((fields.json().fields as { col_name: string }[]).map((f) => [f.col_name, f]))
    expect(byName.id).toMatchObject({ primary: true, hidden: true, read_only: true })
    expect(byName.taxa_anual).toMatchObject({ data_type: 'percent', required: true, read_only: false })
    expect(byName.data_referencia).toMatchObject({ data_type: 'date' })
    expect(byName.publicado_em).toMatchObject({ data_type: 'datetime', hidden: false })
    expect(byName.data_atualizacao).toMatchObject({ hidden: true, read_only: true })
  })

  it('pages, searches and sorts rows, with money as centavos text and dates as ISO text', async () => {
    const all = await send('GET', `${genericPaths.data('bancos')}?ordem=tarifa_ted_centavos&direcao=desc`)
    expect(all.statusCode).toBe(200)
    expect(all.json().total).toBe(6)
    expect(all.json().data[0]).toMatchObject({ codigo: '033', tarifa_ted_centavos: '1250' })
    const found = await send('GET', `${genericPaths.data('bancos')}?busca=ita%C3%BA`)
    expect(found.json().data.map((r: { nome: string }) => r.nome)).toEqual(['Itaú Unibanco'])
    const rates = await send('GET', `${genericPaths.data('indices_referencia')}?busca=ipca`)
    expect(rates.json().data[0]).toMatchObject({
      data_referencia: '2026-10-01',
      taxa_anual: 4.68,
      publicado_em: '2026-11-11T12:00:00.000Z',
    })
  })

  it('refuses a table outside the allow-list, an SQL column name and a crafted key before any SQL', async () => {
    const execute = vi.spyOn(db, 'execute')
    const transaction = vi.spyOn(db, 'transaction')
    const before = await snapshot()
    execute.mockClear()
    const unknown = await send('POST', genericPaths.data('usuarios'), { data: JSON.stringify({ nome: 'x' }) })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe(TABLE_UNKNOWN)
    const injected = await send('GET', genericPaths.data('bancos; drop table bancos'))
    expect(injected.statusCode).toBe(400)
    const sorted = await send(
      'GET',
      `${genericPaths.data('bancos')}?ordem=${encodeURIComponent('nome; drop table bancos')}`,
    )
    expect(sorted.statusCode).toBe(400)
    expect(sorted.json().message).toBe(COLUMN_UNKNOWN)
    expect(execute).not.toHaveBeenCalled()
    expect(transaction).not.toHaveBeenCalled()
    execute.mockRestore()
    transaction.mockRestore()

    const itau = await bank('341')
    const column = await send('PUT', genericPaths.row('bancos', itau.id), {
      data: { id: itau.id, 'nome = null --': 'x', nome: 'Outro' },
    })
    expect(column.statusCode).toBe(400)
    expect(column.json().issues).toContainEqual({ campo: 'nome = null --', mensagem: COLUMN_UNKNOWN })
    const crafted = await send('PUT', `${genericPaths.data('bancos')}/${encodeURIComponent('1 or 1=1')}`, {
      data: { nome: 'Todos' },
    })
    expect(crafted.statusCode).toBe(400)
    const otherKey = await send('PUT', genericPaths.row('bancos', itau.id), {
      data: { id: itau.id + 1, nome: 'Outro' },
    })
    expect(otherKey.statusCode).toBe(400)
    const readOnly = await send('PUT', genericPaths.row('bancos', itau.id), {
      data: { data_atualizacao: '2020-01-01' },
    })
    expect(readOnly.statusCode).toBe(400)
    expect(await snapshot()).toEqual(before)
  })

  it('creates without a key and updates by the key, writing only the fields sent, audited before/after', async () => {
    const created = await send('POST', genericPaths.data('bancos'), {
      data: JSON.stringify({ id: 0, codigo: '077', nome: 'Banco Inter', tarifa_ted_centavos: 0, ativo: true }),
    })
    expect(created.statusCode).toBe(201)
    expect(created.json().structure).toEqual({ tablename: 'bancos', primary_key: 'id' })
    const id = created.json().data.id as number
    expect(id).toBeGreaterThan(0)
    expect((await audits(`bancos:${id}`))[0]).toMatchObject({
      acao: 'criar',
      antes: null,
      depois: { nome: 'Banco Inter' },
    })

    // Somebody else sets the ISPB meanwhile: an edit of the fee alone must not write the stale ISPB back.
    await db.execute(sql`update bancos set ispb = '00416968' where id = ${id}`)
    const updated = await send('PUT', genericPaths.row('bancos', id), { data: { id, tarifa_ted_centavos: '1599' } })
    expect(updated.statusCode).toBe(200)
    expect(await bank('077')).toMatchObject({ nome: 'Banco Inter', ispb: '00416968', tarifa: '1599' })
    const [, edit] = await audits(`bancos:${id}`)
    expect(edit).toMatchObject({
      acao: 'editar',
      antes: { tarifa_ted_centavos: '0' },
      depois: { tarifa_ted_centavos: '1599', ispb: '00416968' },
    })

    const nothing = await send('PUT', genericPaths.row('bancos', id), { data: { id } })
    expect(nothing.statusCode).toBe(400)
    expect(nothing.json().message).toBe(NOTHING_CHANGED)

    const removed = await send('DELETE', genericPaths.row('bancos', id))
    expect(removed.statusCode).toBe(200)
    expect(await bank('077')).toBeUndefined()
    expect((await audits(`bancos:${id}`)).at(-1)).toMatchObject({ acao: 'remover', antes: { codigo: '077' } })
    expect((await send('DELETE', genericPaths.row('bancos', id))).statusCode).toBe(404)
  })

  it('refuses bad values with pt-BR messages and changes nothing', async () => {
    const before = await snapshot()
    const itau = await bank('341')
    const cases: [object, string][] = [
      [{ tarifa_ted_centavos: '12,50' }, 'Formato inválido'],
      [{ tarifa_ted_centavos: '99999999999999' }, 'Valor acima do limite de R$ 99.999.999.999,99'],
      [{ nome: '' }, 'Campo obrigatório'],
      [{ codigo: '34' }, 'Formato inválido'],
      [{ ativo: 'talvez' }, 'Formato inválido'],
    ]
    for (const [data, message] of cases) {
      const res = await send('PUT', genericPaths.row('bancos', itau.id), { data: { id: itau.id, ...data } })
      expect(res.statusCode, JSON.stringify(data)).toBe(400)
      expect(res.json().message).toBe(message)
    }
    const badDate = await send('POST', genericPaths.data('indices_referencia'), {
      data: { indice: 'CDI', data_referencia: '2026-02-31', taxa_anual: 14 },
    })
    expect(badDate.statusCode).toBe(400)
    const missing = await send('POST', genericPaths.data('bancos'), { data: { nome: 'Sem código' } })
    expect(missing.json().issues).toContainEqual({ campo: 'codigo', mensagem: 'Campo obrigatório' })
    const duplicate = await send('POST', genericPaths.data('bancos'), {
      data: { codigo: '341', nome: 'Cópia', tarifa_ted_centavos: 0, ativo: true },
    })
    expect(duplicate.statusCode).toBe(409)
    expect(duplicate.json().message).toBe('Já existe um banco com este código.')
    expect(await snapshot()).toEqual(before)
  })

  it('scopes office tables by the chosen office, which is required', async () => {
    const none = await send('GET', genericPaths.data('filiais'))
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe(OFFICE_REQUIRED)
    const office3 = await send('GET', `${genericPaths.data('filiais')}?id_escritorio=3`)
    const [branch] = office3.json().data as { id: number; nome: string }[]
    expect(branch).toBeDefined()
    const [{ version }] = await rows<{ version: number }>(sql`select version from filiais where id = ${branch.id}`)
    const elsewhere = await send('PUT', `${genericPaths.row('filiais', branch.id)}?id_escritorio=1`, {
      data: { nome: 'Filial de outro escritório' },
    })
    expect(elsewhere.statusCode).toBe(404)
    const renamed = await send('PUT', `${genericPaths.row('filiais', branch.id)}?id_escritorio=3`, {
      data: { id: branch.id, cidade: 'Campinas' },
    })
    expect(renamed.statusCode).toBe(200)
    const [after] = await rows<{ nome: string; cidade: string; version: number }>(
      sql`select nome, cidade, version from filiais where id_escritorio = 3 and id = ${branch.id}`,
    )
    // The BPO register's concurrency counter moves too, so an open register dialog sees the change.
    expect(after).toEqual({ nome: branch.nome, cidade: 'Campinas', version: version + 1 })
  })

  it('keeps a row that other records use (409, pt-BR) and audits nothing', async () => {
    const [used] = await rows<{ id: number }>(
      sql`select id_departamento as id from titulos where id_escritorio = 3 and id_departamento is not null limit 1`,
    )
    const url = `${genericPaths.row('departamentos', used.id)}?id_escritorio=3`
    const res = await send('DELETE', url)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(IN_USE)
    expect(await rows(sql`select id from departamentos where id_escritorio = 3 and id = ${used.id}`)).toHaveLength(1)
    expect(await audits(`departamentos:${used.id}`)).toEqual([])
  })

  it('is for staff only', async () => {
    for (const [method, url] of [
      ['GET', genericPaths.tables],
      ['GET', genericPaths.data('bancos')],
      ['PUT', genericPaths.row('bancos', 1)],
    ] as const) {
      const res = await send(method, url, method === 'PUT' ? { data: { nome: 'x' } } : undefined, gestor)
      expect(res.statusCode).toBe(403)
    }
  })
})
