import { and, eq, sql } from 'drizzle-orm'
import type { DataroomUpload, UploadStatus } from '../../../src/contracts/dataroom'
import type { Db } from '../../db/connection'
import { dataroomEnvios } from '../../db/schema'
import type { Tx } from '../../http/idempotency'

export type NewUpload = {
  office: number
  categoria: string
  opcao: string
  periodicidade: 'mensal' | 'diario'
  /** YYYY-MM-DD: the month's first day, or the day. */
  referencia: string
  nome_arquivo: string
  tipo: string
  tamanho: number
  sha256: string
  user: number
}

/**
 * Inserts the next version of the office's category, option and period (1 for the first file); an advisory lock
 * on the four makes two uploads at once take turns instead of clashing on the version.
 */
export async function insertUpload(tx: Tx, up: NewUpload): Promise<number> {
  const key = `dataroom:${up.office}:${up.categoria}:${up.opcao}:${up.referencia}`
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
  const [row] = await tx
    .insert(dataroomEnvios)
    .values({
      id_escritorio: up.office,
      categoria: up.categoria,
      opcao: up.opcao,
      periodicidade: up.periodicidade,
      referencia: up.referencia,
      versao: sql`(select coalesce(max(versao), 0) + 1 from ${dataroomEnvios} where id_escritorio = ${up.office}
        and categoria = ${up.categoria} and opcao = ${up.opcao} and referencia = ${up.referencia})`,
      nome_arquivo: up.nome_arquivo,
      tipo: up.tipo,
      tamanho: up.tamanho,
      sha256: up.sha256,
      enviado_por: up.user,
    })
    .returning({ id: dataroomEnvios.id })
  if (!row) throw new Error('insert dataroom_envios sem retorno')
  return row.id
}

type UploadRow = Omit<DataroomUpload, 'enviado_em' | 'atual'> & {
  enviado_em: Date | string
  atual: boolean
  nome_escritorio: string
}

const selectUploads = sql`
  select e.id, e.id_escritorio, e.categoria, e.opcao, e.periodicidade,
    case when e.periodicidade = 'mensal' then to_char(e.referencia, 'YYYY-MM') else to_char(e.referencia, 'YYYY-MM-DD') end
      as referencia,
    e.versao, e.versao = max(e.versao) over (partition by e.id_escritorio, e.categoria, e.opcao, e.referencia) as atual,
    e.nome_arquivo, e.tipo, e.tamanho, u.nome as enviado_por, e.enviado_em, e.status, e.mensagem,
    e.id_tarefa::text as id_tarefa, o.nome_escritorio
  from dataroom_envios e
  join usuarios u on u.id_interno = e.enviado_por
  join escritorios o on o.id_escritorio = e.id_escritorio`

const toUpload = ({ nome_escritorio, ...row }: UploadRow) => ({
  ...row,
  nome_escritorio,
  enviado_em: new Date(row.enviado_em).toISOString(),
})

/** The office's uploads, newest first (every version, each flagged `atual` or not). */
export async function listUploads(db: Db | Tx, filter: { office: number | null; categoria?: string; id?: number }) {
  const where = [
    filter.office === null ? sql`true` : sql`e.id_escritorio = ${filter.office}`,
    filter.categoria ? sql`e.categoria = ${filter.categoria}` : sql`true`,
  ]
  const res = await db.execute<UploadRow>(
    sql`select * from (${selectUploads} where ${sql.join(where, sql` and `)}) t
      ${filter.id === undefined ? sql`` : sql`where t.id = ${filter.id}`}
      order by t.enviado_em desc, t.id desc limit 2000`,
  )
  return res.rows.map(toUpload)
}

export async function uploadOf(db: Db | Tx, office: number, id: number) {
  const rows = await listUploads(db, { office, id })
  return rows[0] ?? null
}

export async function storedFile(db: Db, office: number, id: number) {
  const [row] = await db
    .select({
      sha256: dataroomEnvios.sha256,
      nome: dataroomEnvios.nome_arquivo,
      tipo: dataroomEnvios.tipo,
      categoria: dataroomEnvios.categoria,
      opcao: dataroomEnvios.opcao,
      enviado_por: dataroomEnvios.enviado_por,
    })
    .from(dataroomEnvios)
    .where(and(eq(dataroomEnvios.id_escritorio, office), eq(dataroomEnvios.id, id)))
  return row ?? null
}

export async function setStatus(
  db: Db | Tx,
  office: number,
  id: number,
  status: UploadStatus,
  mensagem: string | null,
) {
  await db
    .update(dataroomEnvios)
    .set({ status, mensagem })
    .where(and(eq(dataroomEnvios.id_escritorio, office), eq(dataroomEnvios.id, id)))
}

export async function setTask(db: Db, office: number, id: number, tarefa: string) {
  await db
    .update(dataroomEnvios)
    .set({ id_tarefa: tarefa })
    .where(and(eq(dataroomEnvios.id_escritorio, office), eq(dataroomEnvios.id, id)))
}

export type Coverage = { id_escritorio: number; categoria: string; mes: string; ok: boolean; pendente: boolean }

/** Per office, category and month (YYYY-MM) between `from` and `to`: whether a monthly upload arrived. */
export async function coverage(db: Db, office: number | null, from: string, to: string): Promise<Coverage[]> {
  const res = await db.execute<Coverage>(sql`
    select id_escritorio, categoria, to_char(referencia, 'YYYY-MM') as mes,
      bool_or(status = 'concluido') as ok, bool_or(status in ('enviado', 'processando')) as pendente
    from dataroom_envios
    where periodicidade = 'mensal' and referencia between ${from}::date and ${to}::date
      and ${office === null ? sql`true` : sql`id_escritorio = ${office}`}
    group by 1, 2, 3`)
  return res.rows
}

export async function officesNamed(db: Db, office: number | null) {
  const res = await db.execute<{ id_escritorio: number; nome_escritorio: string }>(sql`
    select id_escritorio, nome_escritorio from escritorios
    where ${office === null ? sql`true` : sql`id_escritorio = ${office}`} order by nome_escritorio, id_escritorio`)
  return res.rows
}
