import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { PositionRow, StatementLineRow } from '../../src/contracts/bpo-statements'
import { cnab400, latin1, type OfxTx, ofxSgml } from '../support/statement-files'
import { demo, seededApp } from './harness'
import { multipartBody } from './multipart'

// Statement import and reconciliation through the API on a generated month: two new accounts of office 3, twenty
// payables with distinct amounts, an ambiguous pair, a bill of the other account and one of another office with the
// same amount as a line, a rule, a transfer between the two accounts and an automatic investment.

const { app, db, login } = await seededApp()
const staff = await login(demo.equipe)
const gestor = await login(demo.gestor)
const aurora = await login(demo.gestorAurora)
const api = '/v2/api/office/3/bpo'

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = staff) =>
  app.inject({ method, url, payload, headers: { authorization: token } })
const ok = async (res: Promise<{ statusCode: number; body: string; json: () => { value: unknown } }>) => {
  const r = await res
  expect(r.statusCode, r.body).toBeLessThan(300)
  return r.json().value as never
}

await ok(send('PUT', `${api}/regras-aprovacao`, { regras: [], version: 1 }, gestor))
const account = (nome: string, banco: string) =>
  ok(send('POST', `${api}/contas`, { nome, banco, agencia: '0912', conta: '55555-1', ativo: true }))
const A = ((await account('Conta extrato A', '341')) as { id: number }).id
const B = ((await account('Conta extrato B', '208')) as { id: number }).id
const options = (await ok(send('GET', `${api}/opcoes`))) as { categorias: { id: number; nome: string }[] }
const category = (nome: string) => options.categorias.find((c) => c.nome === nome)?.id as number
const providers = (await ok(send('GET', `${api}/fornecedores`))) as { id: number; nome: string; cpf_cnpj: string }[]

const payable = (valor: bigint, due: string, conta: number, descricao: string, fornecedor = providers[0].id) =>
  ok(
    send('POST', `${api}/titulos/pagar`, {
      descricao,
      id_fornecedor: fornecedor,
      data_vencimento: due,
      data_competencia: '2026-03-01',
      valor: valor.toString(),
      id_categoria: category('Tecnologia'),
      id_conta_corrente: conta,
    }),
  ) as Promise<{ id: number }>

const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}`
const amountOf = (i: number) => 987_650n + BigInt(i) * 1_301n
const reais = (c: bigint) =>
  `${c < 0n ? '-' : ''}${(c < 0n ? -c : c) / 100n},${String((c < 0n ? -c : c) % 100n).padStart(2, '0')}`

const bills: { id: number; valor: bigint }[] = []
for (let i = 0; i < 20; i++)
  bills.push({
    ...(await payable(amountOf(i), day(i + 1), A, `Gerada ${i}`)),
    valor: amountOf(i),
  })
// Two bills of the same amount and no counterpart in the memo: the line has two candidates, no suggestion.
const twin = 5_555_500n
await payable(twin, day(21), A, 'Gêmea 1')
await payable(twin, day(22), A, 'Gêmea 2')
// Same amount as a line of A, but of account B (and, below, of office 1): never a candidate.
const otherAccount = 4_444_400n
const ofB = await payable(otherAccount, day(23), B, 'Da conta B')
const aurOptions = (await ok(send('GET', '/v2/api/office/1/bpo/opcoes', undefined, aurora))) as typeof options
const auroraBill = (await ok(
  send(
    'POST',
    '/v2/api/office/1/bpo/titulos/pagar',
    {
      descricao: 'De outro escritório',
      id_fornecedor: (
        (await ok(send('GET', '/v2/api/office/1/bpo/fornecedores', undefined, aurora))) as { id: number }[]
      )[0].id,
      data_vencimento: day(23),
      data_competencia: '2026-03-01',
      valor: '3333300',
      id_categoria: aurOptions.categorias[0].id,
    },
    aurora,
  ),
)) as { id: number }
await ok(
  send('POST', `${api}/extrato/regras`, {
    palavra: 'TARIFA PACOTE',
    id_categoria: category('Despesas administrativas'),
  }),
)

const txs: OfxTx[] = [
  { date: day(1), amount: '123456,78', fitid: '', memo: 'Saldo Anterior', type: 'OTHER' },
  ...bills.map((b, i) => ({ date: day(i + 2), amount: reais(-b.valor), fitid: `A${i}`, memo: `PAGTO ${i}` })),
  { date: day(22), amount: reais(-twin), fitid: 'TW', memo: 'PAGAMENTO DIVERSO' },
  { date: day(23), amount: reais(-otherAccount), fitid: 'OB', memo: 'PAGTO CONTA B' },
  { date: day(23), amount: '-33333,00', fitid: 'AU', memo: 'PAGTO AURORA' },
  { date: day(15), amount: '98765,43', fitid: '', memo: 'Saldo do dia', type: 'OTHER' },
  { date: day(24), amount: '-45,90', fitid: 'TF', memo: 'TARIFA PACOTE SERVICOS' },
  { date: day(25), amount: '-7000,00', fitid: 'TR', memo: 'TED MESMA TITULARIDADE' },
  { date: day(26), amount: '-1500,00', fitid: 'AP', memo: 'APLICACAO AUTOMATICA' },
]
/** The lines that are movements (the two balance rows are declared balances, never lines). */
const movements = txs.length - 2
const fileA = latin1(ofxSgml({ bank: '341', transactions: txs, ledger: { amount: '100000,00', date: day(31) } }))
const fileB = latin1(
  ofxSgml({ bank: '208', transactions: [{ date: day(25), amount: '7000,00', fitid: 'TRB', memo: 'TED RECEBIDA' }] }),
)

const upload = (path: 'previa' | 'importar', conta: number, file: Buffer | string, token = staff, office = 3) => {
  const { payload, contentType } = multipartBody({ id_conta_corrente: String(conta) }, 'extrato.ofx', file)
  return app.inject({
    method: 'POST',
    url: `/v2/api/office/${office}/bpo/extrato/${path}`,
    payload,
    headers: { authorization: token, 'content-type': contentType },
  })
}
const lineCount = async () =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from extratos_linhas`)).rows[0].n
const lines = async (conta = A) =>
  (
    (await ok(send('GET', `${api}/extrato/linhas?conta=${conta}&inicio=2026-03&fim=2026-03`))) as {
      linhas: StatementLineRow[]
    }
  ).linhas
const dfcMarch = async (conta: number) => {
  const r = (await ok(send('GET', '/v2/interno/api/admin/office/3/dfc?begin_date=2026-03&end_date=2026-03'))) as {
    meses: { contas: { id_conta_corrente: number; total_saidas: string; saldo_final: string }[] }[]
  }
  return r.meses[0].contas.find((c) => c.id_conta_corrente === conta) as { total_saidas: string; saldo_final: string }
}

describe('statement import', () => {
  it('previews new, duplicate and unreadable lines without storing anything, then imports once', async () => {
    const before = await lineCount()
    const preview = await upload('previa', A, fileA)
    expect(preview.statusCode, preview.body).toBe(200)
    const value = preview.json().value
    expect(value.novas).toHaveLength(movements)
    expect(value.duplicadas).toHaveLength(0)
    expect(value.saldos).toEqual([
      { data: '2026-02-28', valor: '12345678', descricao: 'Saldo Anterior' },
      { data: '2026-03-15', valor: '9876543', descricao: 'Saldo do dia' },
      { data: '2026-03-31', valor: '10000000', descricao: 'Saldo final (LEDGERBAL)' },
    ])
    expect(value.aviso).toBeNull()
    expect(await lineCount()).toBe(before)

    const applied = await upload('importar', A, fileA)
    expect(applied.statusCode, applied.body).toBe(201)
    expect(applied.json().value.novas).toBe(movements)
    expect((await upload('importar', B, fileB)).statusCode).toBe(201)

    // The same file again adds nothing, and its preview shows every line as a duplicate.
    const again = await upload('importar', A, fileA)
    expect(again.json().value).toMatchObject({ id: null, novas: 0, duplicadas: movements })
    expect((await upload('previa', A, fileA)).json().value.duplicadas).toHaveLength(movements)
    expect(await lineCount()).toBe(before + movements + 1)
  })

  it("stores 'Saldo anterior' / 'Saldo do dia' rows as declared balances, never as lines, once", async () => {
    const saldoLines = await db.execute(
      sql`select 1 from extratos_linhas where id_escritorio = 3 and descricao ilike 'saldo%'`,
    )
    expect(saldoLines.rows).toHaveLength(0)
    const balances = async () =>
      (
        await db.execute<{ data: string; valor: string }>(sql`select to_char(data, 'YYYY-MM-DD') as data,
          valor_centavos::text as valor from extratos_saldos where id_escritorio = 3 and id_conta_corrente = ${A}
          order by data`)
      ).rows
    const expected = [
      { data: '2026-02-28', valor: '12345678' },
      { data: '2026-03-15', valor: '9876543' },
      { data: '2026-03-31', valor: '10000000' },
    ]
    expect(await balances()).toEqual(expected)
    expect((await upload('importar', A, fileA)).statusCode).toBe(200)
    expect(await balances()).toEqual(expected)
    // The extrato page's summary shows the period's last one.
    const page = await ok(send('GET', `${api}/extrato/linhas?conta=${A}&inicio=2026-03&fim=2026-03`))
    expect((page as { saldo_informado: unknown }).saldo_informado).toEqual({ data: '2026-03-31', valor: '10000000' })
  })

  it('warns when the file is of another bank than the account', async () => {
    expect((await upload('previa', B, fileA)).json().value.aviso).toMatch(/banco 341.*banco 208/)
  })

  it('refuses a bad file or account with a pt-BR message and changes nothing', async () => {
    const before = await lineCount()
    const stored = async () =>
      (await db.execute(sql`select 1 from extratos_saldos union all select 1 from extratos_importacoes`)).rows.length
    const storedBefore = await stored()
    const garbage = await upload('importar', A, 'isto não é um extrato')
    expect(garbage.statusCode).toBe(400)
    expect(garbage.json().message).toMatch(/Formato não reconhecido/)
    // A BB CNAB 400 whose details are '1' records (not CBR643's '7'): refused by name, nothing stored.
    const bb = cnab400({
      bank: '001',
      paid: [{ nosso: '1', seu: 'X', paidOn: '2026-03-05', cents: 10_000n, payer: 'P' }],
    })
    const wrongLayout = await upload(
      'importar',
      A,
      Buffer.from(bb.toString('latin1').replace(/\r\n7/, '\r\n1'), 'latin1'),
    )
    expect(wrongLayout.statusCode).toBe(400)
    expect(wrongLayout.json().message).toMatch(/Banco do Brasil traz registros de detalhe '7'.*nada foi importado/)
    const wrongAccount = await upload('importar', 999_999, fileA)
    expect(wrongAccount.statusCode).toBe(400)
    expect(wrongAccount.json().message).toBe('Conta corrente não encontrada neste escritório.')
    expect(await lineCount()).toBe(before)
    expect(await stored()).toBe(storedBefore)
  })
})

describe('reconciliation', () => {
  it('suggests the only candidate of every line that has one, and never another account’s or office’s bill', async () => {
    const rows = await lines()
    const byMemo = (memo: string) => rows.find((r) => r.descricao === memo) as StatementLineRow
    expect(byMemo('Saldo Anterior')).toBeUndefined()
    for (const [i, b] of bills.entries()) {
      const row = byMemo(`PAGTO ${i}`)
      expect(row.candidatos.filter((c) => c.tipo === 'titulo')).toHaveLength(1)
      expect(row.sugestao).toMatchObject({ tipo: 'titulo', id: b.id })
    }
    expect(byMemo('PAGAMENTO DIVERSO').candidatos).toHaveLength(2)
    expect(byMemo('PAGAMENTO DIVERSO').sugestao).toBeNull()
    expect(byMemo('PAGTO CONTA B').candidatos.map((c) => c.id)).not.toContain(ofB.id)
    expect(byMemo('PAGTO AURORA').candidatos.map((c) => c.id)).not.toContain(auroraBill.id)
    expect(byMemo('TARIFA PACOTE SERVICOS').sugestao).toMatchObject({ tipo: 'regra' })
    const transferB = (await lines(B))[0]
    expect(byMemo('TED MESMA TITULARIDADE').sugestao).toMatchObject({ tipo: 'transferencia', id: transferB.id })
    expect(byMemo('APLICACAO AUTOMATICA').sugestao).toMatchObject({ tipo: 'transferencia', id: 0 })
  })

  it('refuses a bill of another account or office, whatever the client sends', async () => {
    const line = (await lines()).find((r) => r.descricao === 'PAGTO CONTA B') as StatementLineRow
    for (const id of [ofB.id, auroraBill.id]) {
      const res = await send('POST', `${api}/extrato/linhas/${line.id}/conciliar`, { tipo: 'titulo', id })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toMatch(/não existe nesta conta corrente/)
    }
    // Office 1's gestor reaches neither office 3's lines nor, through office 1's path, its line ids.
    expect(
      (await send('GET', `${api}/extrato/linhas?conta=${A}&inicio=2026-03&fim=2026-03`, undefined, aurora)).statusCode,
    ).toBe(403)
    const foreign = await send('POST', `/v2/api/office/1/bpo/extrato/linhas/${line.id}/desfazer`, undefined, aurora)
    expect(foreign.statusCode).toBe(404)
    expect((await upload('previa', A, fileA, aurora, 1)).statusCode).toBe(400)
  })

  it('accepts the suggestions: bills paid and tagged pagamento-conciliado, the DFC reads the cash once', async () => {
    const dfcBefore = await dfcMarch(A)
    const rows = await lines()
    const itens = rows
      .filter((r) => r.sugestao && r.sugestao.tipo !== 'regra')
      .map((r) => ({ linha: r.id, tipo: r.sugestao?.tipo, id: r.sugestao?.id }))
    const res = await send('POST', `${api}/extrato/aceitar`, { itens })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value).toEqual({ conciliadas: 22, falhas: [] })

    const tags = await db.execute<{ id: number; etiquetas: string[]; pago: string; valor: string }>(sql`
      select id, etiquetas, pago_centavos::text as pago, valor_centavos::text as valor from titulos
      where id_escritorio = 3 and id = any(${sql.param(bills.map((b) => b.id))}::int[])`)
    for (const t of tags.rows) {
      expect(t.etiquetas).toEqual(['pagamento-conciliado'])
      expect(t.pago).toBe(t.valor)
    }
    const paid = bills.reduce((s, b) => s + b.valor, 0n)
    const dfcAfter = await dfcMarch(A)
    // The bills' payments plus the transfer and the investment move, each counted once.
    expect(BigInt(dfcAfter.total_saidas) - BigInt(dfcBefore.total_saidas)).toBe(paid + 700_000n + 150_000n)
    const after = await lines()
    expect(
      after
        .filter((r) => r.conciliacao === null)
        .map((r) => r.descricao)
        .sort(),
    ).toEqual(['PAGAMENTO DIVERSO', 'PAGTO AURORA', 'PAGTO CONTA B', 'TARIFA PACOTE SERVICOS'])
    expect((await lines(B))[0].conciliacao).toBe('transferencia')
  })

  it('creates an entry from a line nothing matches (the rule’s category) and undoes it', async () => {
    const rows = await lines()
    const tarifa = rows.find((r) => r.descricao === 'TARIFA PACOTE SERVICOS') as StatementLineRow
    const created = await send('POST', `${api}/extrato/linhas/${tarifa.id}/criar`, {
      id_categoria: category('Despesas administrativas'),
      descricao: 'Tarifa bancária',
    })
    expect(created.statusCode, created.body).toBe(200)
    const entry = await db.execute<{ valor: string; conta: number }>(sql`select valor_centavos::text as valor,
      id_conta_corrente as conta from lancamentos where id_escritorio = 3 and descricao = 'Tarifa bancária'`)
    expect(entry.rows).toEqual([{ valor: '-4590', conta: A }])
    expect((await send('POST', `${api}/extrato/linhas/${tarifa.id}/desfazer`)).statusCode).toBe(200)
    const gone = await db.execute(
      sql`select 1 from lancamentos where id_escritorio = 3 and descricao = 'Tarifa bancária'`,
    )
    expect(gone.rows).toHaveLength(0)
  })

  it('undo restores the bill (open again, its ERP step back) and the DFC', async () => {
    const dfcBefore = await dfcMarch(A)
    const line = (await lines()).find((r) => r.descricao === 'PAGTO 0') as StatementLineRow
    const undone = await send('POST', `${api}/extrato/linhas/${line.id}/desfazer`)
    expect(undone.statusCode, undone.body).toBe(200)
    const bill = await db.execute<{
      etiquetas: string[]
      pago: string
    }>(sql`select etiquetas, pago_centavos::text as pago
      from titulos where id_escritorio = 3 and id = ${bills[0].id}`)
    expect(bill.rows[0]).toEqual({ etiquetas: [], pago: '0' })
    const dfcAfter = await dfcMarch(A)
    expect(BigInt(dfcBefore.total_saidas) - BigInt(dfcAfter.total_saidas)).toBe(bills[0].valor)
    const again = (await lines()).find((r) => r.id === line.id) as StatementLineRow
    expect(again).toMatchObject({ conciliacao: null, sugestao: { tipo: 'titulo', id: bills[0].id } })
    // A second undo, or reconciling a reconciled line, is refused in pt-BR.
    expect((await send('POST', `${api}/extrato/linhas/${line.id}/desfazer`)).json().message).toBe(
      'Esta linha do extrato não está conciliada.',
    )
  })

  it('the transfer is undone on both accounts at once', async () => {
    const line = (await lines()).find((r) => r.descricao === 'TED MESMA TITULARIDADE') as StatementLineRow
    expect((await send('POST', `${api}/extrato/linhas/${line.id}/desfazer`)).statusCode).toBe(200)
    expect((await lines(B))[0].conciliacao).toBeNull()
  })
})

describe('positions report', () => {
  it("compares with the balance the bank declared for the date: February closes at March's 'Saldo anterior'", async () => {
    const rows = (await ok(send('GET', `${api}/posicoes?inicio=2026-02&fim=2026-02`))) as PositionRow[]
    expect(rows.find((r) => r.id_conta_corrente === A)).toMatchObject({
      data: '2026-02-28',
      saldo_extrato: '12345678',
      saldo_declarado: true,
      saldo_conciliado: '12345678',
      pendentes: 0,
    })
  })

  it('gives the bank balance, the reconciled part and the pending lines per account, and an XLSX', async () => {
    const rows = (await ok(send('GET', `${api}/posicoes?inicio=2026-03&fim=2026-03`))) as PositionRow[]
    const a = rows.find((r) => r.id_conta_corrente === A)
    expect(a?.data).toBe('2026-03-31')
    expect(a?.saldo_extrato).toBe('10000000')
    const pending = BigInt(a?.valor_pendente ?? '0')
    expect(BigInt(a?.saldo_conciliado ?? '0')).toBe(10_000_000n - pending)
    expect(a?.pendentes).toBe(6)
    expect(a?.saldo_declarado).toBe(true)
    const xlsx = await app.inject({
      url: `${api}/posicoes/xlsx?inicio=2026-03&fim=2026-03`,
      headers: { authorization: gestor },
    })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-type']).toContain('spreadsheetml')
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Posições')
    const rowOfA = sheet?.getRows(5, sheet.rowCount)?.find((r) => r.getCell(1).value === 'Conta extrato A')
    expect([rowOfA?.getCell(3).value, rowOfA?.getCell(4).value]).toEqual([100_000, 'Sim'])
  })
})
