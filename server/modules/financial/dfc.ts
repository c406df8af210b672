import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { DfcRawRow, dfcMonthAccount, dfcReport } from '../../../src/contracts/financial'
import type { DbOrTx } from './chart'
import { type LedgerScope, scopePredicate } from './dre-queries'
import { monthFromIndex, monthIndex, nextMonthStart } from './periods'

type Group = 'operacional' | 'investimento' | 'financiamento' | 'transferencia'
const groups: Group[] = ['operacional', 'investimento', 'financiamento', 'transferencia']
type Flow = { conta: number | null; mes: string; grupo: Group; entradas: bigint; saidas: bigint }
type Balance = { conta: number; mes: string; tipo: 'inicial' | 'ajuste'; valor: bigint }
type MonthAccount = z.infer<typeof dfcMonthAccount>

/** Cash inflows and outflows per account × month × DFC group, aggregated by PostgreSQL (cash basis). */
async function flows(db: DbOrTx, idEscritorio: number, scope: LedgerScope, end: string) {
  const res = await db.execute<Flow>(sql`
    select l.id_conta_corrente as conta, to_char(date_trunc('month', l.data_pagamento::timestamp), 'YYYY-MM') as mes,
      c.grupo_dfc as grupo,
      sum(greatest(l.valor_centavos, 0))::bigint as entradas, sum(greatest(-l.valor_centavos, 0))::bigint as saidas
    from lancamentos l join categorias c on c.id_escritorio = l.id_escritorio and c.id = l.id_categoria
    where l.id_escritorio = ${idEscritorio} and ${scopePredicate(scope)} and l.data_pagamento is not null
      and l.data_pagamento < ${nextMonthStart(end)}::date and c.grupo_dfc is not null and not c.ignorada
    group by 1, 2, 3`)
  return res.rows
}

export async function accounts(db: DbOrTx, idEscritorio: number) {
  const res = await db.execute<{ id: number; nome: string }>(
    sql`select id, nome from contas_correntes where id_escritorio = ${idEscritorio} order by id`,
  )
  return res.rows
}

async function balances(db: DbOrTx, idEscritorio: number) {
  const res = await db.execute<Balance>(sql`
    select id_conta_corrente as conta, to_char(mes, 'YYYY-MM') as mes, tipo, valor_centavos as valor
    from saldos_dfc where id_escritorio = ${idEscritorio}`)
  return res.rows
}

const emptyFlows = () => ({ operacional: 0n, investimento: 0n, financiamento: 0n, transferencia: 0n })
const str = (f: Record<Group, bigint>) =>
  Object.fromEntries(groups.map((g) => [g, String(f[g])])) as Record<Group, string>

/**
 * The direct-method DFC per account and month: the opening balance is the one set for that month or the
 * previous closing; closing = opening + inflows − outflows + adjustments. Months roll forward from the
 * first month with any cash or balance, so the range may start anywhere.
 */
export async function dfc(
  db: DbOrTx,
  idEscritorio: number,
  begin: string,
  end: string,
  scope: LedgerScope = { kind: 'atual' },
): Promise<z.infer<typeof dfcReport>> {
  const [flowRows, balanceRows, accountRows] = await Promise.all([
    flows(db, idEscritorio, scope, end),
    balances(db, idEscritorio),
    accounts(db, idEscritorio),
  ])
  const accountIds: (number | null)[] = accountRows.map((a) => a.id)
  if (flowRows.some((f) => f.conta === null)) accountIds.push(null)
  const months = [...flowRows.map((f) => f.mes), ...balanceRows.map((b) => b.mes), begin]
  const first = Math.min(...months.map(monthIndex))
  const closing = new Map<number | null, bigint>()
  const meses: z.infer<typeof dfcReport>['meses'] = []
  for (let i = first; i <= monthIndex(end); i++) {
    const mes = monthFromIndex(i)
    const row = accountIds.map((conta): MonthAccount => {
      const inicial = balanceRows.find((b) => b.conta === conta && b.mes === mes && b.tipo === 'inicial')
      const ajuste = balanceRows.find((b) => b.conta === conta && b.mes === mes && b.tipo === 'ajuste')
      const opening = inicial ? inicial.valor : (closing.get(conta) ?? 0n)
      const inflow = emptyFlows()
      const outflow = emptyFlows()
      for (const f of flowRows) {
        if (f.conta !== conta || f.mes !== mes) continue
        inflow[f.grupo] += f.entradas
        outflow[f.grupo] += f.saidas
      }
      const totalIn = groups.reduce((s, g) => s + inflow[g], 0n)
      const totalOut = groups.reduce((s, g) => s + outflow[g], 0n)
      const adjustments = ajuste?.valor ?? 0n
      const close = opening + totalIn - totalOut + adjustments
      closing.set(conta, close)
      return {
        id_conta_corrente: conta,
        saldo_inicial: String(opening),
        saldo_inicial_definido: inicial !== undefined,
        entradas: str(inflow),
        saidas: str(outflow),
        total_entradas: String(totalIn),
        total_saidas: String(totalOut),
        ajustes: String(adjustments),
        saldo_final: String(close),
      }
    })
    if (i >= monthIndex(begin)) meses.push({ mes, contas: row, consolidado: consolidate(row) })
  }
  return { contas: accountRows, meses }
}

function consolidate(rows: MonthAccount[]): MonthAccount {
  const total = (pick: (r: MonthAccount) => string) => String(rows.reduce((s, r) => s + BigInt(pick(r)), 0n))
  const byGroup = (side: 'entradas' | 'saidas') =>
    Object.fromEntries(groups.map((g) => [g, total((r) => r[side][g])])) as Record<Group, string>
  return {
    id_conta_corrente: null,
    saldo_inicial: total((r) => r.saldo_inicial),
    saldo_inicial_definido: rows.some((r) => r.saldo_inicial_definido),
    entradas: byGroup('entradas'),
    saidas: byGroup('saidas'),
    total_entradas: total((r) => r.total_entradas),
    total_saidas: total((r) => r.total_saidas),
    ajustes: total((r) => r.ajustes),
    saldo_final: total((r) => r.saldo_final),
  }
}

export async function setBalance(
  db: DbOrTx,
  idEscritorio: number,
  b: { id_conta_corrente: number; mes: string; tipo: 'inicial' | 'ajuste'; valor: bigint; descricao?: string },
) {
  await db.execute(sql`
    insert into saldos_dfc (id_escritorio, id_conta_corrente, mes, tipo, valor_centavos, descricao)
    values (${idEscritorio}, ${b.id_conta_corrente}, ${`${b.mes}-01`}::date, ${b.tipo}, ${b.valor.toString()}::bigint, ${b.descricao ?? null})
    on conflict (id_escritorio, id_conta_corrente, mes, tipo)
    do update set valor_centavos = excluded.valor_centavos, descricao = excluded.descricao, data_atualizacao = now()`)
}

export async function removeBalance(
  db: DbOrTx,
  idEscritorio: number,
  b: { id_conta_corrente: number; mes: string; tipo: 'inicial' | 'ajuste' },
) {
  const res = await db.execute(sql`
    delete from saldos_dfc where id_escritorio = ${idEscritorio} and id_conta_corrente = ${b.id_conta_corrente}
      and mes = ${`${b.mes}-01`}::date and tipo = ${b.tipo}`)
  return (res.rowCount ?? 0) > 0
}

/** Raw cash rows behind the DFC, newest first. */
export async function dfcRaw(
  db: DbOrTx,
  idEscritorio: number,
  q: { begin: string; end: string; conta?: number; limit: number; offset: number },
) {
  const res = await db.execute<DfcRawRow>(sql`
    select l.id::int as id, to_char(l.data_pagamento, 'YYYY-MM-DD') as data_pagamento,
      to_char(l.data_competencia, 'YYYY-MM-DD') as data_competencia, l.valor_centavos::text as valor,
      c.nome as categoria, c.grupo_dfc, l.id_conta_corrente::int as id_conta_corrente, cc.nome as conta_corrente, l.fornecedor, l.descricao
    from lancamentos l
    join categorias c on c.id_escritorio = l.id_escritorio and c.id = l.id_categoria
    left join contas_correntes cc on cc.id_escritorio = l.id_escritorio and cc.id = l.id_conta_corrente
    where l.id_escritorio = ${idEscritorio} and l.situacao = 'atual' and l.data_pagamento is not null
      and l.data_pagamento >= ${`${q.begin}-01`}::date and l.data_pagamento < ${nextMonthStart(q.end)}::date
      and c.grupo_dfc is not null and not c.ignorada
      ${q.conta ? sql`and l.id_conta_corrente = ${q.conta}` : sql``}
    order by l.data_pagamento desc, l.id desc limit ${q.limit} offset ${q.offset}`)
  return res.rows
}
