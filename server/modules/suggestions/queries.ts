import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { escritorios, sugestoes, usuarios } from '../../db/schema'
import type { Tx } from '../../http/idempotency'

const columns = {
  id: sugestoes.id,
  subject: sugestoes.subject,
  report: sugestoes.report,
  origem: sugestoes.origem,
  autor: usuarios.nome,
  nome_escritorio: escritorios.nome_escritorio,
  data_criacao: sugestoes.data_criacao,
  id_usuario: sugestoes.id_usuario,
}

const selectSuggestions = (db: Db | Tx) =>
  db
    .select(columns)
    .from(sugestoes)
    .innerJoin(usuarios, eq(usuarios.id_interno, sugestoes.id_usuario))
    .leftJoin(escritorios, eq(escritorios.id_escritorio, sugestoes.id_escritorio))

type Row = Awaited<ReturnType<ReturnType<typeof selectSuggestions>['execute']>>[number]
const toSuggestion = ({ id_usuario: _, ...r }: Row) => ({ ...r, data_criacao: r.data_criacao.toISOString() })

export async function listSuggestions(db: Db) {
  const rows = await selectSuggestions(db).orderBy(desc(sugestoes.data_criacao)).limit(500)
  return rows.map(toSuggestion)
}

/** The suggestion and who sent it (to tell a resend from someone else's id). */
export async function findSuggestion(db: Db | Tx, id: string) {
  const [row] = await selectSuggestions(db).where(eq(sugestoes.id, id))
  return row ? { author: row.id_usuario, value: toSuggestion(row) } : null
}

export async function insertSuggestion(tx: Tx, values: typeof sugestoes.$inferInsert) {
  const inserted = await tx
    .insert(sugestoes)
    .values(values)
    .onConflictDoNothing({ target: sugestoes.id })
    .returning({ id: sugestoes.id })
  return inserted.length > 0
}
