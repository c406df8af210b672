import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)
const staff = await login(demo.equipe)
const assessor = await login(demo.assessor)
const aurora = await login(demo.gestorAurora)
const providers = '/v2/api/office/3/bpo/fornecedores'

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = gestor, key?: string) =>
  app.inject({
    method,
    url,
    payload,
    headers: { authorization: token, ...(key ? { 'idempotency-key': key } : {}) },
  })

const providerCount = async () =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from fornecedores where id_escritorio = 3`)).rows[0].n

const valid = {
  nome: 'Gráfica Ponto Final Ltda',
  cpf_cnpj: '86.542.560/5107-10',
  tipo_pix: 'email',
  chave_pix: 'financeiro@pontofinal.com.br',
  banco: '341',
  agencia: '0912',
  conta: '11223-4',
}

describe('BPO providers (Fornecedores)', () => {
  it('lists the seeded providers of the office, and creates, edits and removes one with audit rows', async () => {
    const list = await send('GET', providers)
    expect(list.statusCode).toBe(200)
    expect(list.json().value.length).toBeGreaterThanOrEqual(15)
    expect(list.json().value.map((p: { nome: string }) => p.nome)).toContain('Datavista Sistemas de Informação')

    const created = await send('POST', providers, valid)
    expect(created.statusCode).toBe(201)
    const row = created.json().value
    expect(row).toMatchObject({ ...valid, version: 1, ativo: true })

    const edited = await send('PUT', `${providers}/${row.id}`, { ...valid, nome: 'Gráfica Ponto Final', version: 1 })
    expect(edited.statusCode).toBe(200)
    expect(edited.json().value).toMatchObject({ nome: 'Gráfica Ponto Final', version: 2 })

    expect((await send('DELETE', `${providers}/${row.id}?version=2`)).statusCode).toBe(200)
    expect((await send('DELETE', `${providers}/${row.id}?version=2`)).statusCode).toBe(404)
    const audits = await db.execute<{ acao: string }>(
      sql`select acao from auditoria where entidade = 'fornecedor' and id_entidade = ${String(row.id)} order by id`,
    )
    expect(audits.rows.map((a) => a.acao)).toEqual(['criar', 'editar', 'remover'])
  })

  it.each([
    [{ cpf_cnpj: '11.222.333/0001-00' }, 'CNPJ inválido'],
    [{ cpf_cnpj: '123.456.789-00' }, 'CPF inválido'],
    [{ cpf_cnpj: '123' }, 'Formato inválido'],
    [{ nome: '  ' }, 'Campo obrigatório'],
    [{ tipo_pix: 'cpf', chave_pix: 'financeiro@pontofinal.com.br' }, 'Chave PIX inválida para o tipo escolhido'],
    [{ tipo_pix: 'telefone', chave_pix: '11987654321' }, 'Chave PIX inválida para o tipo escolhido'],
    [{ tipo_pix: '', chave_pix: 'financeiro@pontofinal.com.br' }, 'Escolha o tipo da chave PIX'],
    [{ banco: '999' }, 'Banco não encontrado'],
    [{ conta: '12a' }, 'Formato inválido'],
  ])('refuses %o with "%s" and stores nothing', async (change, message) => {
    const before = await providerCount()
    const res = await send('POST', providers, { ...valid, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(message)
    expect(await providerCount()).toBe(before)
  })

  it('accepts the alphanumeric CNPJ and every PIX key type', async () => {
    for (const [tipo_pix, chave_pix, cpf_cnpj] of [
      ['cnpj', '12ABC34501DE35', '12.ABC.345/01DE-35'],
      ['telefone', '+55 11 98765-4321', '24.823.539/8280-77'],
      ['aleatoria', '5f0e2c1a-8b7d-4e3f-9a6b-2c4d6e8f0a1b', '67.102.934/1485-28'],
      ['cpf', '479.050.911-71', '479.050.911-71'],
    ]) {
      const res = await send(
        'POST',
        '/v2/api/office/1/bpo/fornecedores',
        { nome: `F ${tipo_pix}`, cpf_cnpj, tipo_pix, chave_pix },
        staff,
      )
      expect(res.statusCode, `${tipo_pix}: ${res.body}`).toBe(201)
    }
  })

  it('answers 409 with the current row on a stale version, and changes nothing', async () => {
    const row = (await send('POST', providers, { ...valid, cpf_cnpj: '40.528.523/3338-70' })).json().value
    expect(
      (await send('PUT', `${providers}/${row.id}`, { ...valid, cpf_cnpj: row.cpf_cnpj, nome: 'Colega', version: 1 }))
        .statusCode,
    ).toBe(200)
    const stale = await send('PUT', `${providers}/${row.id}`, {
      ...valid,
      cpf_cnpj: row.cpf_cnpj,
      nome: 'Eu',
      version: 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ status: 409, current: { nome: 'Colega', version: 2 } })
    expect((await send('DELETE', `${providers}/${row.id}?version=1`)).statusCode).toBe(409)
    const stored = await db.execute<{ nome: string }>(
      sql`select nome from fornecedores where id_escritorio = 3 and id = ${row.id}`,
    )
    expect(stored.rows[0].nome).toBe('Colega')
  })

  it('refuses a second provider with the same CPF/CNPJ in the office (409)', async () => {
    const res = await send('POST', providers, { ...valid, cpf_cnpj: '65.112.224/2518-00' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Já existe um fornecedor com este CPF/CNPJ neste escritório.')
  })

  it('replays a create sent twice with the same Idempotency-Key: one row, the same answer', async () => {
    const before = await providerCount()
    const key = randomUUID()
    const body = { ...valid, nome: 'Replay', cpf_cnpj: '86.542.560/5107-10' }
    const one = await send('POST', providers, body, gestor, key)
    const two = await send('POST', providers, body, gestor, key)
    expect(one.statusCode).toBe(201)
    expect(two.statusCode).toBe(201)
    expect(two.json()).toEqual(one.json())
    expect(await providerCount()).toBe(before + 1)
  })

  it('keeps offices apart and lets only staff and the gestor in', async () => {
    const auroraList = await send('GET', providers, undefined, aurora)
    expect(auroraList.statusCode).toBe(403)
    const own = (await send('GET', '/v2/api/office/1/bpo/fornecedores', undefined, aurora)).json().value
    expect(own.map((p: { nome: string }) => p.nome)).not.toContain('Datavista Sistemas de Informação')
    const office3Row = (await send('GET', providers)).json().value[0]
    const foreignEdit = await send(
      'PUT',
      `/v2/api/office/1/bpo/fornecedores/${office3Row.id}`,
      { ...valid, version: 1 },
      aurora,
    )
    expect(foreignEdit.statusCode).toBe(404)
    expect((await send('GET', providers, undefined, assessor)).statusCode).toBe(403)
    expect((await send('GET', providers, undefined, staff)).statusCode).toBe(200)
  })
})

describe('the other BPO registers', () => {
  const base = '/v2/api/office/3/bpo'
  it('a category is a ledger category: it must feed an entry line of the DRE and a DFC group', async () => {
    const { linhas_resultado } = (await send('GET', `${base}/opcoes`)).json().value
    const entry = linhas_resultado.find((l: { tipo: string }) => l.tipo === 'lancamento')
    const subtotal = linhas_resultado.find((l: { tipo: string }) => l.tipo === 'subtotal')
    const bad = await send('POST', `${base}/categorias`, {
      nome: 'Cursos',
      id_linha_resultado: subtotal.id,
      grupo_dfc: 'operacional',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Escolha uma linha de lançamento do DRE (não um subtotal)')
    const ok = await send('POST', `${base}/categorias`, {
      nome: 'Cursos',
      id_linha_resultado: entry.id,
      grupo_dfc: 'operacional',
    })
    expect(ok.statusCode).toBe(201)
    const ledger = await db.execute<{ id_linha_resultado: number; grupo_dfc: string }>(
      sql`select id_linha_resultado, grupo_dfc from categorias where id_escritorio = 3 and id = ${ok.json().value.id}`,
    )
    expect(ledger.rows[0]).toEqual({ id_linha_resultado: entry.id, grupo_dfc: 'operacional' })
  })

  it('a category the ledger uses cannot be removed (409), nor can an account with DFC balances', async () => {
    const used = await db.execute<{ id: number; version: number }>(
      sql`select c.id, c.version from categorias c where c.id_escritorio = 3 and exists
          (select 1 from lancamentos l where l.id_escritorio = 3 and l.id_categoria = c.id) limit 1`,
    )
    const { id, version } = used.rows[0]
    const res = await send('DELETE', `${base}/categorias/${id}?version=${version}`)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe('Este registro está em uso e não pode ser removido.')
    const accounts = (await send('GET', `${base}/contas`)).json().value
    expect(accounts[0]).toMatchObject({ banco: expect.stringMatching(/^\d{3}$/) })
    expect((await send('DELETE', `${base}/contas/${accounts[0].id}?version=${accounts[0].version}`)).statusCode).toBe(
      409,
    )
  })

  it('departments, branches and services: create, edit at the current version, remove', async () => {
    for (const [register, body] of [
      ['departamentos', { nome: 'Jurídico' }],
      ['filiais', { nome: 'Filial Campinas', cidade: 'Campinas' }],
      ['servicos', { nome: 'Gestão de patrimônio', descricao: 'Wealth management', id_categoria: '' }],
      ['contas', { nome: 'Conta reserva', banco: '001', agencia: '1234', conta: '5678-9' }],
    ] as const) {
      const created = await send('POST', `${base}/${register}`, body)
      expect(created.statusCode, `${register}: ${created.body}`).toBe(201)
      const row = created.json().value
      const edited = await send('PUT', `${base}/${register}/${row.id}`, { ...body, nome: `${body.nome} 2`, version: 1 })
      expect(edited.json().value).toMatchObject({ nome: `${body.nome} 2`, version: 2 })
      expect((await send('DELETE', `${base}/${register}/${row.id}?version=2`)).statusCode).toBe(200)
    }
    const dup = await send('POST', `${base}/departamentos`, { nome: 'comercial' })
    expect(dup.json()).toMatchObject({
      status: 409,
      message: 'Já existe um departamento com este nome neste escritório.',
    })
  })
})

describe('the bpo feature gate', () => {
  it("answers 403 on every register of an office without 'bpo', and staff still reach it", async () => {
    await db.execute(
      sql`insert into escritorios_permissoes (id_escritorio, funcionalidade, possui_acesso) values (3, 'bpo', false)`,
    )
    try {
      const res = await send('GET', '/v2/api/office/3/bpo/departamentos')
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe('Seu escritório não tem acesso a esta funcionalidade.')
      expect((await send('POST', '/v2/api/office/3/bpo/departamentos', { nome: 'Bloqueado' })).statusCode).toBe(403)
      expect((await send('GET', '/v2/api/office/3/bpo/departamentos', undefined, staff)).statusCode).toBe(200)
    } finally {
      await db.execute(sql`delete from escritorios_permissoes where id_escritorio = 3 and funcionalidade = 'bpo'`)
    }
  })
})

describe('categories outside the DRE', () => {
  it('keeps a cash-only category (no DRE line) in its DFC group', async () => {
    const res = await send('POST', '/v2/api/office/3/bpo/categorias', {
      nome: 'Compra de veículos',
      id_linha_resultado: '',
      grupo_dfc: 'investimento',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().value).toMatchObject({ id_linha_resultado: null, grupo_dfc: 'investimento' })
    const noGroup = await send('POST', '/v2/api/office/3/bpo/categorias', { nome: 'Sem grupo', id_linha_resultado: '' })
    expect(noGroup.statusCode).toBe(400)
    expect(noGroup.json().message).toBe('Escolha o grupo do DFC')
  })
})
