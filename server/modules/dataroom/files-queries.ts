import { and, eq, sql } from 'drizzle-orm'
import type { DataroomFile } from '../../../src/contracts/dataroom'
import type { DataroomFileKind } from '../../../src/contracts/dataroom-catalogue'
import type { Db } from '../../db/connection'
import { dataroomArquivos } from '../../db/schema'
import type { Tx } from '../../http/idempotency'

export type NewFile = {
  office: number
  tipo: DataroomFileKind
  nome_arquivo: string
  formato: string
  tamanho: number
  sha256: string
  descricao: string | null
  user: number
}

/**
 * Inserts the next version of the office's file of that name (case-insensitive; 1 for a new name); an advisory
 * lock on office, kind and name makes two uploads at once take turns instead of clashing on the version.
 */
export async function insertFile(tx: Tx, f: NewFile): Promise<number> {
  const key = `dataroom-arquivo:${f.office}:${f.tipo}:${f.nome_arquivo.toLowerCase()}`
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`)
  const [row] = await tx
    .insert(dataroomArquivos)
    .values({
      id_escritorio: f.office,
      tipo: f.tipo,
      nome_arquivo: f.nome_arquivo,
      versao: sql`(select coalesce(max(versao), 0) + 1 from ${dataroomArquivos} where id_escritorio = ${f.office}
        and tipo = ${f.tipo} and lower(nome_arquivo) = lower(${f.nome_arquivo}))`,
      formato: f.formato,
      tamanho: f.tamanho,
      sha256: f.sha256,
      descricao: f.descricao,
      enviado_por: f.user,
    })
    .returning({ id: dataroomArquivos.id })
  if (!row) throw new Error('insert dataroom_arquivos sem retorno')
  return row.id
}

type FileRow = Omit<DataroomFile, 'enviado_em'> & { enviado_em: Date | string }

/** The office's files of a kind, newest first, every version flagged `atual` or not. */
export async function listFiles(db: Db | Tx, office: number, tipo: DataroomFileKind, id?: number) {
  const res = await db.execute<FileRow>(sql`
    select * from (
      select a.id, a.id_escritorio, a.nome_arquivo, a.versao,
        a.versao = max(a.versao) over (partition by lower(a.nome_arquivo)) as atual,
        a.formato, a.tamanho, a.descricao, u.nome as enviado_por, a.enviado_em
      from dataroom_arquivos a join usuarios u on u.id_interno = a.enviado_por
      where a.id_escritorio = ${office} and a.tipo = ${tipo}) t
    ${id === undefined ? sql`` : sql`where t.id = ${id}`}
    order by t.enviado_em desc, t.id desc limit 2000`)
  return res.rows.map((r) => ({ ...r, enviado_em: new Date(r.enviado_em).toISOString() }))
}

export async function storedDataroomFile(db: Db, office: number, tipo: DataroomFileKind, id: number) {
  const [row] = await db
    .select({ sha256: dataroomArquivos.sha256, nome: dataroomArquivos.nome_arquivo, formato: dataroomArquivos.formato })
    .from(dataroomArquivos)
    .where(
      and(eq(dataroomArquivos.id_escritorio, office), eq(dataroomArquivos.tipo, tipo), eq(dataroomArquivos.id, id)),
    )
  return row ?? null
}
