import { sql } from 'drizzle-orm'
import type { SetupState } from '../../../src/contracts/validation'
import { type SetupStep, setupSteps } from '../../../src/contracts/validation-paths'
import type { Db } from '../../db/connection'
import { HttpError } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { ensureChart } from '../financial/chart'

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
  const res = await db.execute<{ etapas: string[] | null; categorias: number; profissionais: number }>(
    sql`select (select array_agg(etapa) from parametrizacao_etapas where id_escritorio = ${office}) as etapas,
      (select count(*)::int from categorias where id_escritorio = ${office}) as categorias,
      (select count(*)::int from profissionais where id_escritorio = ${office}) as profissionais`,
  )
  const accounts = await db.execute<SetupState['contas'][number]>(sql`select c.id, c.nome,
      to_char(s.mes, 'YYYY-MM') as saldo_mes, s.valor_centavos::text as saldo
    from contas_correntes c left join lateral (select mes, valor_centavos from saldos_dfc s
      where s.id_escritorio = c.id_escritorio and s.id_conta_corrente = c.id and s.tipo = 'inicial'
      order by s.mes limit 1) s on true
    where c.id_escritorio = ${office} and c.ativo order by c.id`)
  const row = res.rows[0]
  const done = new Set(row?.etapas ?? [])
  const etapas = setupSteps.map((s) => ({ etapa: s.etapa, concluida: done.has(s.etapa) }))
  return {
    etapas,
    atual: etapas.find((e) => !e.concluida)?.etapa ?? null,
    contas: accounts.rows,
    categorias: row?.categorias ?? 0,
    profissionais: row?.profissionais ?? 0,
  }
}

/** Saves one step once the steps before it are saved and its data is there (the chart: created here). */
export async function completeStep(tx: Tx, office: number, user: number, etapa: SetupStep): Promise<Outcome> {
  await tx.execute(sql`select pg_advisory_xact_lock(7306, ${office})`)
  const before = await setupState(tx, office)
  const index = setupSteps.findIndex((s) => s.etapa === etapa)
  const missing = setupSteps.slice(0, index).find((s) => !before.etapas.find((e) => e.etapa === s.etapa)?.concluida)
  if (missing) throw new HttpError(409, stepBefore(missing.titulo))
  if (etapa === 'plano-de-contas') await ensureChart(tx, office)
  if (etapa === 'contas-correntes' && before.contas.length === 0) throw new HttpError(400, NEED_ACCOUNT)
  if (etapa === 'saldos-iniciais' && (before.contas.length === 0 || before.contas.some((c) => c.saldo === null)))
    throw new HttpError(400, NEED_BALANCES)
  await tx.execute(sql`insert into parametrizacao_etapas (id_escritorio, etapa, id_usuario)
    values (${office}, ${etapa}, ${user}) on conflict do nothing`)
  await recordAudit(tx, { office, user, acao: 'concluir-etapa', entidade: 'parametrizacao', id: etapa })
  return { status: 200, body: { status: 200, value: await setupState(tx, office) } }
}

/** Ends the set-up: every step saved, `parametrizar` off for every user of the office. */
export async function finishSetup(tx: Tx, office: number, user: number): Promise<Outcome> {
  const state = await setupState(tx, office)
  if (state.atual !== null) throw new HttpError(409, STEPS_MISSING)
  await tx.execute(sql`update usuarios set parametrizar = false where id_escritorio = ${office} and parametrizar`)
  await recordAudit(tx, { office, user, acao: 'concluir', entidade: 'parametrizacao', id: office })
  return { status: 200, body: { status: 200, value: state } }
}
