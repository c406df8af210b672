import { todayInBrazil } from '../../../src/contracts/bill-status'
import type { Alert, AlertsReport, SimulationState } from '../../../src/contracts/validation'
import { type AlertCode, alertChecks } from '../../../src/contracts/validation-paths'
import type { Db } from '../../db/connection'
import { DATAROOM_QUEUE } from '../dataroom/process-job'
import { officesNamed } from '../dataroom/queries'
import { missingMonths } from '../dataroom/service'
import { DRE_EMAIL_QUEUE } from '../financial/dre-email-job'
import * as q from './alert-queries'
import { checksOf, type StoredCheck } from './check-queries'
import { dataroomMissing, dreWithoutData, type Finding, negativeCash, overduePayables } from './checks'

// The alerts of /validation/home: every active check of each office the user reaches, and what is running now.

const titleOf = (codigo: AlertCode) => alertChecks.find((c) => c.codigo === codigo)?.titulo ?? codigo
const hrefOfQueue: Record<string, string> = {
  [DATAROOM_QUEUE]: '/dataroom/geral',
  [DRE_EMAIL_QUEUE]: '/dre/dres/dre-pj',
}

/** The alerts of one office, or (staff, `null`) of every office; `today` is Brazil's date. */
export async function alertsReport(db: Db, office: number | null, today = todayInBrazil()): Promise<AlertsReport> {
  const [offices, dataroom, runningRows] = await Promise.all([
    officesNamed(db, office),
    missingMonths(db, office, today.slice(0, 7)),
    simulation(db, office),
  ])
  const checks = await checksOf(
    db,
    offices.map((o) => o.id_escritorio),
  )
  const escritorios = await Promise.all(
    offices.map(async (o) => {
      const active = checks.filter((c) => c.id_escritorio === o.id_escritorio && c.ativo)
      const alertas = await Promise.all(active.map(async (c) => toAlert(c, await run(db, c, today, dataroom))))
      return { ...o, alertas }
    }),
  )
  return { hoje: today, escritorios, simulacao: runningRows }
}

function run(db: Db, c: StoredCheck, today: string, dataroom: Awaited<ReturnType<typeof missingMonths>>) {
  switch (c.codigo) {
    case 'dre-sem-dados':
      return dreWithoutData(db, c.id_escritorio, c.opcao, today)
    case 'contas-atrasadas':
      return overduePayables(db, c.id_escritorio, c.opcao, today)
    case 'dataroom-faltando':
      return Promise.resolve(dataroomMissing(dataroom, c.id_escritorio, c.opcao))
    case 'caixa-negativo':
      return negativeCash(db, c.id_escritorio, c.opcao, today)
  }
}

const toAlert = (c: StoredCheck, f: Finding): Alert => ({
  codigo: c.codigo,
  titulo: titleOf(c.codigo),
  ok: f.itens.length === 0,
  resumo: f.resumo,
  href: f.href,
  itens: f.itens,
  comentario: c.comentario,
  comentario_por: c.comentario_por,
  comentario_em: c.comentario_em,
})

async function simulation(db: Db, office: number | null): Promise<SimulationState> {
  const rows = await q.running(db, office)
  const list = rows.map(({ fila, ...r }) => ({
    ...r,
    descricao: r.tipo === 'versao-temporaria' ? `Versão da DRE em revisão: ${r.descricao}` : r.descricao,
    href: r.tipo === 'versao-temporaria' ? '/dre/versoes' : (hrefOfQueue[fila ?? ''] ?? '/home'),
  }))
  return { running: list, has_simulation: list.length > 0 }
}
