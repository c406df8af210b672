import type { SetupState } from '../../../src/contracts/validation'
import { type SetupStep, setupSteps } from '../../../src/contracts/validation-paths'
import type { Db } from '../../db/connection'
import { HttpError } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { ensureChart } from '../financial/chart'
import * as q from './setup-queries'

// The first-run set-up of an office (parametrização, §2): chart of accounts, checking accounts, opening balances,
// team. The accounts, balances and professionals are written through their own endpoints (BPO Contas, DFC
// balance-initial, add-professional); a step is saved here once its data is there, so the set-up resumes where it
// stopped, and finishing turns `parametrizar` off for the office's users.

type DbOrTx = Db | Tx
export const NEED_ACCOUNT = 'Cadastre ao menos uma conta corrente.'
export const NEED_BALANCES = 'Informe o saldo inicial de cada conta corrente (pode ser zero).'
export const STEPS_MISSING = 'Conclua todas as etapas antes de finalizar a parametrização.'
const stepBefore = (titulo: string) => `Conclua antes a etapa “${titulo}”.`

export async function setupState(db: DbOrTx, office: number): Promise<SetupState> {
  const [row, accounts] = await Promise.all([q.progress(db, office), q.accountsWithBalance(db, office)])
  const done = new Set(row?.etapas ?? [])
  const etapas = setupSteps.map((s) => ({ etapa: s.etapa, concluida: done.has(s.etapa) }))
  return {
    etapas,
    atual: etapas.find((e) => !e.concluida)?.etapa ?? null,
    contas: accounts,
    categorias: row?.categorias ?? 0,
    profissionais: row?.profissionais ?? 0,
  }
}

/** Saves one step once the steps before it are saved and its data is there (the chart: created here). */
export async function completeStep(tx: Tx, office: number, user: number, etapa: SetupStep): Promise<Outcome> {
  await q.lockSetup(tx, office)
  const before = await setupState(tx, office)
  const index = setupSteps.findIndex((s) => s.etapa === etapa)
  const missing = setupSteps.slice(0, index).find((s) => !before.etapas.find((e) => e.etapa === s.etapa)?.concluida)
  if (missing) throw new HttpError(409, stepBefore(missing.titulo))
  if (etapa === 'plano-de-contas') await ensureChart(tx, office)
  if (etapa === 'contas-correntes' && before.contas.length === 0) throw new HttpError(400, NEED_ACCOUNT)
  if (etapa === 'saldos-iniciais' && (before.contas.length === 0 || before.contas.some((c) => c.saldo === null)))
    throw new HttpError(400, NEED_BALANCES)
  await q.saveStep(tx, office, etapa, user)
  await recordAudit(tx, { office, user, acao: 'concluir-etapa', entidade: 'parametrizacao', id: etapa })
  return { status: 200, body: { status: 200, value: await setupState(tx, office) } }
}

/** Ends the set-up: every step saved, `parametrizar` off for every user of the office. */
export async function finishSetup(tx: Tx, office: number, user: number): Promise<Outcome> {
  const state = await setupState(tx, office)
  if (state.atual !== null) throw new HttpError(409, STEPS_MISSING)
  await q.endSetupFlag(tx, office)
  await recordAudit(tx, { office, user, acao: 'concluir', entidade: 'parametrizacao', id: office })
  return { status: 200, body: { status: 200, value: state } }
}
