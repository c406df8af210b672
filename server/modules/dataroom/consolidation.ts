import { and, eq, sql } from 'drizzle-orm'
import type { Consolidation } from '../../../src/contracts/dataroom'
import { CONSOLIDATION_OK_MESSAGE, dataroomCategories } from '../../../src/contracts/dataroom-catalogue'
import type { Db } from '../../db/connection'
import { consolidacoesMensais } from '../../db/schema'
import type { Tx } from '../../http/idempotency'
import type { JobDefinition } from '../../jobs/runner'

export const CONSOLIDATION_QUEUE = 'dataroom.consolidar'
export type ConsolidationJob = { competencia: string }
export const STILL_PROCESSING =
  'Há arquivos deste mês ainda em processamento; a consolidação tenta de novo quando terminarem.'

type Row = Omit<Consolidation, 'solicitado_em' | 'concluido_em' | 'categorias'> & {
  resumo: Consolidation['categorias'] | null
  solicitado_em: Date | string
  concluido_em: Date | string | null
}

/** The office's consolidations (one per month, the latest run), newest month first. */
export async function listConsolidations(db: Db | Tx, office: number, competencia?: string): Promise<Consolidation[]> {
  const res = await db.execute<Row>(sql`
    select c.competencia, c.estado, c.resumo, c.mensagem, c.id_tarefa::text as id_tarefa,
      u.nome as solicitado_por, c.solicitado_em, c.concluido_em
    from consolidacoes_mensais c join usuarios u on u.id_interno = c.solicitado_por
    where c.id_escritorio = ${office} ${competencia ? sql`and c.competencia = ${competencia}` : sql``}
    order by c.competencia desc limit 240`)
  return res.rows.map(({ resumo, ...r }) => ({
    ...r,
    categorias: resumo ?? [],
    solicitado_em: new Date(r.solicitado_em).toISOString(),
    concluido_em: r.concluido_em ? new Date(r.concluido_em).toISOString() : null,
  }))
}

/** Marks the month as being consolidated (a new run replaces the last one's result). */
export async function startConsolidation(tx: Tx, office: number, competencia: string, user: number) {
  await tx
    .insert(consolidacoesMensais)
    .values({ id_escritorio: office, competencia, estado: 'executando', solicitado_por: user })
    .onConflictDoUpdate({
      target: [consolidacoesMensais.id_escritorio, consolidacoesMensais.competencia],
      set: {
        estado: 'executando',
        resumo: null,
        mensagem: null,
        id_tarefa: null,
        solicitado_por: user,
        solicitado_em: sql`now()`,
        concluido_em: null,
      },
    })
}

export async function setConsolidationTask(tx: Tx, office: number, competencia: string, tarefa: string) {
  await tx
    .update(consolidacoesMensais)
    .set({ id_tarefa: tarefa })
    .where(and(eq(consolidacoesMensais.id_escritorio, office), eq(consolidacoesMensais.competencia, competencia)))
}

async function finish(
  db: Db,
  office: number,
  competencia: string,
  end: { estado: 'concluida' | 'erro'; mensagem: string; resumo?: Consolidation['categorias'] },
) {
  await db
    .update(consolidacoesMensais)
    .set({ ...end, concluido_em: sql`now()` })
    .where(and(eq(consolidacoesMensais.id_escritorio, office), eq(consolidacoesMensais.competencia, competencia)))
}

type MonthFile = { categoria: string; status: string }

/** The latest version of each monthly option's file of the month. */
async function monthFiles(db: Db, office: number, competencia: string): Promise<MonthFile[]> {
  const res = await db.execute<MonthFile>(sql`
    select distinct on (categoria, opcao) categoria, status from dataroom_envios
    where id_escritorio = ${office} and periodicidade = 'mensal' and referencia = ${`${competencia}-01`}::date
    order by categoria, opcao, versao desc`)
  return res.rows
}

/**
 * The monthly consolidation: per category of the month's uploads (latest version of each option), how many files
 * arrived, were processed and failed. It waits (retries) while a file of the month is still processing; once
 * done, the missing-months report marks the month consolidated.
 */
export function consolidationJob({ db }: { db: Db }): JobDefinition<ConsolidationJob> {
  return {
    queue: CONSOLIDATION_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 5,
    expireInSeconds: 300,
    run: async ({ competencia }, ctx) => {
      await ctx.progress(10, 'Lendo os envios do mês')
      const files = await monthFiles(db, ctx.office, competencia)
      if (files.some((f) => f.status === 'enviado' || f.status === 'processando')) throw new Error(STILL_PROCESSING)
      const resumo: Consolidation['categorias'] = []
      for (const [i, category] of dataroomCategories.entries()) {
        await ctx.progress(20 + Math.round((70 * i) / dataroomCategories.length), `Consolidando ${category.titulo}`)
        const mine = files.filter((f) => f.categoria === category.id)
        resumo.push({
          categoria: category.id,
          titulo: category.titulo,
          arquivos: mine.length,
          concluidos: mine.filter((f) => f.status === 'concluido').length,
          com_erro: mine.filter((f) => f.status === 'erro').length,
        })
      }
      const complete = resumo.filter((c) => c.concluidos > 0).length
      const mensagem = `${CONSOLIDATION_OK_MESSAGE}: ${complete} de ${resumo.length} categorias com arquivos processados.`
      await ctx.progress(95, 'Registrando')
      await finish(db, ctx.office, competencia, { estado: 'concluida', mensagem, resumo })
      return mensagem
    },
    onFailed: ({ competencia }, { office, message }) =>
      finish(db, office, competencia, { estado: 'erro', mensagem: message }),
  }
}

/** Months (YYYY-MM) of the offices whose consolidation is done, between `from` and `to`. */
export async function consolidatedMonths(db: Db, office: number | null, from: string, to: string) {
  const res = await db.execute<{ id_escritorio: number; competencia: string }>(sql`
    select id_escritorio, competencia from consolidacoes_mensais
    where estado = 'concluida' and competencia between ${from} and ${to}
      and ${office === null ? sql`true` : sql`id_escritorio = ${office}`}`)
  return res.rows
}
