import { and, eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { CategoryConfigBody, reorderLinesBody, weightsBody } from '../../../src/contracts/financial'
import { categorias, linhasResultado, metricasRateio } from '../../db/schema'
import { HttpError, notFound } from '../../http/errors'
import type { Tx } from '../../http/idempotency'
import { ensureChart } from './chart'
import { auditFinancial } from './partner-scope'

export const STALE = 'Este registro foi alterado por outra pessoa. Recarregue e tente novamente.'
type Who = { office: number; user: number }

async function lineRow(tx: Tx, office: number, id: number) {
  const [row] = await tx
    .select()
    .from(linhasResultado)
    .where(and(eq(linhasResultado.id_escritorio, office), eq(linhasResultado.id, id)))
    .for('update')
  return row
}

/** Renames a DRE line (its `codigo` stays: summaries and commissions find lines by code). */
export async function renameLine(tx: Tx, who: Who, id: number, nome: string, version: number) {
  await ensureChart(tx, who.office)
  const before = await lineRow(tx, who.office, id)
  if (!before) throw notFound('Linha de resultado não encontrada')
  if (before.version !== version) throw new HttpError(409, STALE, { current: before })
  const [after] = await tx
    .update(linhasResultado)
    .set({ nome, version: before.version + 1 })
    .where(and(eq(linhasResultado.id_escritorio, who.office), eq(linhasResultado.id, id)))
    .returning()
  await auditFinancial(tx, { ...who, acao: 'renomear', entidade: 'linha_resultado', id, antes: before, depois: after })
  return after
}

/**
 * Reorders every line of the office. The list must name each line once with its version, and end with a
 * subtotal (the net result), so every amount still reaches the bottom line.
 */
export async function reorderLines(tx: Tx, who: Who, linhas: z.infer<typeof reorderLinesBody>['linhas']) {
  await ensureChart(tx, who.office)
  const current = await tx
    .select()
    .from(linhasResultado)
    .where(eq(linhasResultado.id_escritorio, who.office))
    .orderBy(linhasResultado.ordem, linhasResultado.id)
    .for('update')
  const byId = new Map(current.map((l) => [l.id, l]))
  const ids = new Set(linhas.map((l) => l.id))
  if (ids.size !== linhas.length || ids.size !== current.length || linhas.some((l) => !byId.has(l.id))) {
    throw new HttpError(400, 'Informe cada linha do DRE exatamente uma vez')
  }
  if (linhas.some((l) => byId.get(l.id)?.version !== l.version)) throw new HttpError(409, STALE)
  if (byId.get(linhas[linhas.length - 1].id)?.tipo !== 'subtotal') {
    throw new HttpError(400, 'A última linha deve ser um subtotal (o resultado líquido)')
  }
  for (const [i, l] of linhas.entries()) {
    await tx
      .update(linhasResultado)
      .set({ ordem: (i + 1) * 10, version: sql`${linhasResultado.version} + 1` })
      .where(and(eq(linhasResultado.id_escritorio, who.office), eq(linhasResultado.id, l.id)))
  }
  await auditFinancial(tx, {
    ...who,
    acao: 'reordenar',
    entidade: 'linha_resultado',
    id: 'ordem',
    antes: current.map((l) => l.id),
    depois: linhas.map((l) => l.id),
  })
}

/** Sets a category's DRE line, DFC group and flags. Only a 'lancamento' line can receive categories. */
export async function updateCategory(tx: Tx, who: Who, id: number, body: CategoryConfigBody) {
  await ensureChart(tx, who.office)
  const where = and(eq(categorias.id_escritorio, who.office), eq(categorias.id, id))
  const [before] = await tx.select().from(categorias).where(where).for('update')
  if (!before) throw notFound('Categoria não encontrada')
  if (before.version !== body.version) throw new HttpError(409, STALE, { current: before })
  if (body.id_linha_resultado) {
    const line = await lineRow(tx, who.office, body.id_linha_resultado)
    if (line?.tipo !== 'lancamento') {
      throw new HttpError(400, 'id_linha_resultado: escolha uma linha de lançamento do DRE (não um subtotal)')
    }
  }
  const [after] = await tx
    .update(categorias)
    .set({
      ...(body.id_linha_resultado !== undefined ? { id_linha_resultado: body.id_linha_resultado } : {}),
      ...(body.grupo_dfc !== undefined ? { grupo_dfc: body.grupo_dfc } : {}),
      ...(body.ignorada !== undefined ? { ignorada: body.ignorada } : {}),
      ...(body.rateavel !== undefined ? { rateavel: body.rateavel } : {}),
      version: before.version + 1,
    })
    .where(where)
    .returning()
  await auditFinancial(tx, { ...who, acao: 'configurar', entidade: 'categoria', id, antes: before, depois: after })
  return after
}

const targets = { profissional: 'profissionais', area_receita: 'areas_receita', filial: 'filiais' } as const
const targetName = { profissional: 'Profissional', area_receita: 'Área de receita', filial: 'Filial' } as const

/** Replaces the apportionment weights of one dimension (weight 0 or absent: no share of shared costs). */
export async function setWeights(tx: Tx, who: Who, body: Pick<z.infer<typeof weightsBody>, 'dimensao' | 'pesos'>) {
  const { dimensao, pesos } = body
  const ids = pesos.map((p) => p.id_alvo)
  if (new Set(ids).size !== ids.length) throw new HttpError(400, 'pesos: cada item aparece uma vez só')
  const known = await tx.execute<{ id: number }>(
    sql`select id from ${sql.raw(targets[dimensao])} where id_escritorio = ${who.office}`,
  )
  const valid = new Set(known.rows.map((r) => r.id))
  const unknown = ids.find((id) => !valid.has(id))
  if (unknown !== undefined) throw new HttpError(400, `pesos: ${targetName[dimensao]} ${unknown} não encontrado(a)`)
  await tx.execute(sql`select pg_advisory_xact_lock(7306, ${who.office})`)
  const where = and(eq(metricasRateio.id_escritorio, who.office), eq(metricasRateio.dimensao, dimensao))
  const before = await tx.select().from(metricasRateio).where(where).orderBy(metricasRateio.id_alvo).for('update')
  await tx.delete(metricasRateio).where(where)
  const rows = pesos.filter((p) => p.peso > 0).map((p) => ({ id_escritorio: who.office, dimensao, ...p }))
  if (rows.length > 0) await tx.insert(metricasRateio).values(rows)
  await auditFinancial(tx, {
    ...who,
    acao: 'definir-pesos',
    entidade: 'metrica_rateio',
    id: dimensao,
    antes: before.map((r) => ({ id_alvo: r.id_alvo, peso: r.peso })),
    depois: rows.map((r) => ({ id_alvo: r.id_alvo, peso: r.peso })),
  })
}
