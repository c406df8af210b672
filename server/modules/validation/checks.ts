import { bpoPaths } from '../../../src/contracts/bpo-paths'
import type { MissingMonths } from '../../../src/contracts/dataroom'
import type { AlertItem } from '../../../src/contracts/validation'
import { formatMoney } from '../../../src/lib/format/money'
import type { Db } from '../../db/connection'
import { dfc } from '../financial/dfc'
import * as q from './alert-queries'

// Each alert check of /validation/home: what it found in one office, as a summary line, the items to fix (each
// with the page that fixes it) and the page of the whole alert. The SQL is in alert-queries.ts.

export type Finding = { resumo: string; href: string; itens: AlertItem[] }
export const ITEMS_SHOWN = 10

const mmYyyy = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`
const ddMmYyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`
const reais = (centavos: string | bigint) => formatMoney(BigInt(centavos))
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`

/** Closed months without entries in the current DRE: fixed by importing a version (/dre/versoes). */
export async function dreWithoutData(db: Db, office: number, months: number, today: string): Promise<Finding> {
  const missing = await q.dreMonthsWithoutData(db, office, today, months)
  return {
    resumo:
      missing.length === 0
        ? `Os últimos ${plural(months, 'mês tem', 'meses têm')} lançamentos na DRE.`
        : `${plural(missing.length, 'mês fechado sem', 'meses fechados sem')} lançamentos na DRE.`,
    href: '/dre/versoes',
    itens: missing.map((mes) => ({
      rotulo: mmYyyy(mes),
      valor: null,
      href: `/dre/dres/dre-pj?inicio=${mes}&fim=${mes}&freq=M`,
    })),
  }
}

/** Open payables overdue by more than the tolerated days. */
export async function overduePayables(db: Db, office: number, tolerance: number, today: string): Promise<Finding> {
  const found = await q.overduePayables(db, office, today, tolerance, ITEMS_SHOWN)
  return {
    resumo:
      found.quantidade === 0
        ? 'Nenhuma conta a pagar atrasada.'
        : `${plural(found.quantidade, 'conta a pagar atrasada', 'contas a pagar atrasadas')}, ${reais(found.valor)} em aberto.`,
    href: '/bpo/contas_a_pagar?status=atrasado',
    itens: found.itens.map((b) => ({
      rotulo: `${ddMmYyyy(b.data_vencimento)} · ${b.descricao}${b.contraparte ? ` · ${b.contraparte}` : ''}`,
      valor: reais(b.aberto),
      href: bpoPaths.billPage('pagar', b.id, b.data_vencimento),
    })),
  }
}

/** Months of the last `months` without a processed monthly file, per data room category (the data room's report). */
export function dataroomMissing(report: MissingMonths, office: number, months: number): Finding {
  const recent = new Set(report.meses.slice(-months))
  const categories = report.escritorios.find((o) => o.id_escritorio === office)?.categorias ?? []
  const itens = categories.flatMap((c) =>
    c.faltando
      .filter((mes) => recent.has(mes))
      .map((mes) => ({ rotulo: `${c.titulo} · ${mmYyyy(mes)}`, valor: null, href: `/dataroom/${c.categoria}` })),
  )
  return {
    resumo:
      itens.length === 0
        ? 'Todos os envios mensais do data room chegaram.'
        : `${plural(itens.length, 'envio mensal faltando', 'envios mensais faltando')} no data room.`,
    href: '/dataroom/geral',
    itens,
  }
}

/**
 * The accounts' balance today (the DFC's closing balance of this month, every account) plus open receivables minus
 * open payables, day by day for `days` days: the first day it goes below zero and the lowest point.
 */
export async function negativeCash(db: Db, office: number, days: number, today: string): Promise<Finding> {
  const month = today.slice(0, 7)
  const [report, byDay] = await Promise.all([dfc(db, office, month, month), q.openBillsByDay(db, office, today, days)])
  const balance = BigInt(report.meses.at(-1)?.consolidado.saldo_final ?? '0')
  const forecast = [
    { dia: today, saldo: balance },
    ...byDay.map((d) => ({ dia: d.dia, saldo: balance + BigInt(d.acumulado) })),
  ]
  const firstNegative = forecast.find((d) => d.saldo < 0n)
  const lowest = forecast.reduce((low, d) => (d.saldo < low.saldo ? d : low))
  const href = '/financeiro/bpo'
  if (!firstNegative)
    return {
      resumo: `O saldo previsto fica positivo nos próximos ${plural(days, 'dia', 'dias')} (hoje ${reais(balance)}).`,
      href,
      itens: [],
    }
  return {
    resumo: `O saldo previsto fica negativo em ${ddMmYyyy(firstNegative.dia)} (hoje ${reais(balance)}).`,
    href,
    itens: [
      { rotulo: `Primeiro dia negativo: ${ddMmYyyy(firstNegative.dia)}`, valor: reais(firstNegative.saldo), href },
      { rotulo: `Menor saldo previsto: ${ddMmYyyy(lowest.dia)}`, valor: reais(lowest.saldo), href },
    ],
  }
}
