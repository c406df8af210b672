import { sql } from 'drizzle-orm'
import { todayInBrazil } from '../../src/contracts/bill-status'
import { addDaysIso } from '../../src/lib/format/date'
import type { Tx } from '../http/idempotency'
import { ensureChart } from '../modules/financial/chart'
import { insertImport, insertLines, markLine, upsertBalances } from '../modules/statements/queries'
import type { StatementLine } from '../modules/statements/types'

// Office 3's bank statements of the last three months (docs/bpo-statements.md): the main account's lines for the
// bills paid (older months already reconciled with their ledger entries, the last month waiting), lines for open bills
// (suggestions at once), monthly fees a rule covers, an automatic investment pair and a transfer to the second account.

const OFFICE = 3
const upper = (s: string | null) =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .slice(0, 40)

type Line = StatementLine & { lancamento?: number }

export async function seedStatements(tx: Tx, user: number) {
  const today = todayInBrazil()
  const from = addDaysIso(today, -90)
  const recent = addDaysIso(today, -30)
  const accounts = (
    await tx.execute<{ id: number; banco: string | null }>(
      sql`select id, banco from contas_correntes where id_escritorio = ${OFFICE} order by id`,
    )
  ).rows
  if (accounts.length < 2) return
  const [main, second] = accounts
  const paid = await tx.execute<{
    id: number
    data: string
    valor: string
    nome: string | null
    doc: string | null
  }>(sql`
    select e.id::int as id, to_char(e.data_pagamento, 'YYYY-MM-DD') as data, e.valor_centavos::text as valor,
      e.fornecedor as nome, e.cpf_cnpj_fornecedor as doc
    from lancamentos e
    where e.id_escritorio = ${OFFICE} and e.origem = 'bpo' and e.id_conta_corrente = ${main.id}
      and e.data_pagamento between ${from}::date and ${today}::date
      and (select count(*) from lancamentos o where o.id_escritorio = e.id_escritorio
        and o.id_pagamento_titulo = e.id_pagamento_titulo) = 1
    order by e.data_pagamento, e.id`)
  // Open bills a line can settle: payables under the office's approval threshold (R$ 5.000,00), and receivables.
  const open = await tx.execute<{ tipo: string; data: string; valor: string; nome: string | null }>(sql`
    select t.tipo, to_char(t.data_vencimento, 'YYYY-MM-DD') as data, (t.valor_centavos - t.pago_centavos)::text as valor,
      coalesce(f.nome, t.pagador) as nome
    from titulos t left join fornecedores f on f.id_escritorio = t.id_escritorio and f.id = t.id_fornecedor
    where t.id_escritorio = ${OFFICE} and not t.cancelado and t.pago_centavos = 0
      and t.data_vencimento between ${recent}::date and ${today}::date
      and (t.id_conta_corrente is null or t.id_conta_corrente = ${main.id})
      and (t.tipo = 'receber' or t.valor_centavos <= 500000)
    order by t.data_vencimento, t.id limit 12`)

  const lines: Line[] = []
  const add = (data: string, valor: bigint, descricao: string, lancamento?: number, documento: string | null = null) =>
    lines.push({
      linha: lines.length + 1,
      data,
      valor,
      descricao,
      documento,
      chave: `demo:${lines.length + 1}`,
      lancamento,
    })
  for (const p of paid.rows) {
    const valor = BigInt(p.valor)
    add(
      p.data,
      valor,
      `${valor < 0n ? 'PAGTO' : 'PIX RECEBIDO'} ${upper(p.nome)}`,
      p.data < recent ? p.id : undefined,
      p.doc,
    )
  }
  for (const b of open.rows) {
    const valor = BigInt(b.valor) * (b.tipo === 'pagar' ? -1n : 1n)
    add(b.data, valor, `${b.tipo === 'pagar' ? 'PAGTO BOLETO' : 'PIX RECEBIDO'} ${upper(b.nome)}`)
  }
  for (let m = 0; m < 3; m++) add(addDaysIso(from, 5 + m * 30), -8_990n, 'TARIFA PACOTE SERVICOS')
  add(addDaysIso(today, -12), -2_000_000n, 'APLICACAO AUTOMATICA')
  add(addDaysIso(today, -10), 2_000_000n, 'RESGATE AUTOMATICO')
  add(addDaysIso(today, -8), -1_000_000n, 'TED MESMA TITULARIDADE')
  lines.sort((a, b) => a.data.localeCompare(b.data) || a.linha - b.linha)

  const importId = await insertImport(tx, OFFICE, {
    conta: main.id,
    nome: 'extrato-conta-principal.ofx',
    formato: 'ofx',
    banco: main.banco,
    novas: lines.length,
    duplicadas: 0,
    ilegiveis: 0,
    user,
  })
  await insertLines(tx, OFFICE, main.id, importId, lines)
  await upsertBalances(tx, OFFICE, main.id, [{ data: today, valor: 24_531_827n, descricao: 'Saldo do dia' }])
  const ids = await tx.execute<{ id: number; chave: string }>(
    sql`select id, chave from extratos_linhas where id_escritorio = ${OFFICE} and id_importacao = ${importId}`,
  )
  const idOf = new Map(ids.rows.map((r) => [r.chave, r.id]))
  for (const l of lines) {
    if (l.lancamento !== undefined)
      await markLine(tx, OFFICE, idOf.get(l.chave) as number, {
        conciliacao: 'lancamento',
        id_lancamento: l.lancamento,
        user,
      })
  }

  const secondImport = await insertImport(tx, OFFICE, {
    conta: second.id,
    nome: 'extrato-conta-operacional.ofx',
    formato: 'ofx',
    banco: second.banco,
    novas: 1,
    duplicadas: 0,
    ilegiveis: 0,
    user,
  })
  await insertLines(tx, OFFICE, second.id, secondImport, [
    {
      linha: 1,
      data: addDaysIso(today, -8),
      valor: 1_000_000n,
      descricao: 'TED RECEBIDA AAWZ ASSESSORIA',
      documento: null,
      chave: 'demo:ted',
    },
  ])
  const chart = await ensureChart(tx, OFFICE)
  await tx.execute(sql`insert into extratos_regras (id_escritorio, palavra, id_categoria)
    values (${OFFICE}, 'TARIFA', ${chart.get('Despesas administrativas') as number})`)
}
