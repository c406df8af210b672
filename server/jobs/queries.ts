import { and, eq, ne, sql } from 'drizzle-orm'
import type { JobStatus } from '../../src/contracts/jobs'
import type { Db } from '../db/connection'
import { tarefas } from '../db/schema'

type Executor = Pick<Db, 'insert' | 'update' | 'select'>

export async function insertJob(db: Executor, job: { id: string; office: number; fila: string; user: number | null }) {
  await db.insert(tarefas).values({ id: job.id, id_escritorio: job.office, fila: job.fila, criado_por: job.user })
}

const touch = { atualizado_em: sql`now()` }

export async function markRunning(db: Db, id: string, attempt: number) {
  await db
    .update(tarefas)
    .set({ estado: 'executando', tentativas: attempt, progresso: 0, etapa: null, mensagem: null, ...touch })
    .where(eq(tarefas.id, id))
}

export async function markProgress(db: Db, id: string, percent: number, etapa: string | null) {
  const progresso = Math.max(0, Math.min(100, Math.round(percent)))
  await db
    .update(tarefas)
    .set({ progresso, etapa, ...touch })
    .where(eq(tarefas.id, id))
}

export async function markDone(db: Db, id: string, mensagem: string | null) {
  await db
    .update(tarefas)
    .set({ estado: 'concluida', progresso: 100, etapa: null, mensagem, ...touch })
    .where(eq(tarefas.id, id))
}

export async function markRetrying(db: Db, id: string, mensagem: string) {
  await db
    .update(tarefas)
    .set({ estado: 'aguardando_nova_tentativa', mensagem, ...touch })
    .where(eq(tarefas.id, id))
}

/** Marks the job failed for good; false when it already was (the worker and the dead-letter queue both report it). */
export async function markFailed(db: Db, id: string, mensagem: string): Promise<boolean> {
  const rows = await db
    .update(tarefas)
    .set({ estado: 'erro', etapa: null, mensagem, ...touch })
    .where(and(eq(tarefas.id, id), ne(tarefas.estado, 'erro')))
    .returning({ id: tarefas.id })
  return rows.length > 0
}

export async function jobOf(db: Db, office: number, id: string): Promise<JobStatus | null> {
  const [row] = await db
    .select()
    .from(tarefas)
    .where(and(eq(tarefas.id_escritorio, office), eq(tarefas.id, id)))
  if (!row) return null
  return {
    id: row.id,
    fila: row.fila,
    estado: row.estado,
    progresso: row.progresso,
    etapa: row.etapa,
    mensagem: row.mensagem,
    tentativas: row.tentativas,
    criado_em: row.criado_em.toISOString(),
    atualizado_em: row.atualizado_em.toISOString(),
  }
}
