import { todayInBrazil } from '../../../src/contracts/bill-status'
import type { BpoSummary } from '../../../src/contracts/bpo-summary'
import type { Db } from '../../db/connection'
import { nextMonthStart } from '../financial/periods'
import * as q from './summary-queries'

export const SUMMARY_WEEKS = 8
export const SUMMARY_NEXT = 10

/** The BPO summary of /financeiro/bpo on Brazil's date (see `bpoSummary` in src/contracts/bpo-summary.ts). */
export async function bpoSummary(db: Db, office: number, today = todayInBrazil()): Promise<BpoSummary> {
  const month = today.slice(0, 7)
  const monthStart = `${month}-01`
  const next = nextMonthStart(month)
  const afterNext = nextMonthStart(next.slice(0, 7))
  const [mes, proximo, atrasado, pago, semanas, proximas, aprovacao] = await Promise.all([
    q.openDue(db, office, monthStart, next),
    q.openDue(db, office, next, afterNext),
    q.overdue(db, office, today),
    q.paidBetween(db, office, monthStart, next),
    q.weekly(db, office, today, SUMMARY_WEEKS),
    q.nextDue(db, office, today, SUMMARY_NEXT),
    q.awaitingApproval(db, office),
  ])
  const { desde, ...overdue } = atrasado
  return {
    hoje: today,
    mes,
    proximo_mes: proximo,
    atrasado: overdue,
    atrasado_desde: desde,
    pago_mes: pago,
    aguardando_aprovacao: aprovacao,
    semanas,
    proximas,
  }
}
