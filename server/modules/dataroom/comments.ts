import { sql } from 'drizzle-orm'
import type { OfficeComment } from '../../../src/contracts/dataroom'
import type { Db } from '../../db/connection'
import { escritorioComentarios } from '../../db/schema'
import type { Tx } from '../../http/idempotency'

type Row = Omit<OfficeComment, 'criado_em'> & { criado_em: Date | string }
const toComment = (r: Row): OfficeComment => ({ ...r, criado_em: new Date(r.criado_em).toISOString() })

/** Staff's comments on the office, newest first. */
export async function listComments(db: Db | Tx, office: number, id?: number): Promise<OfficeComment[]> {
  const res = await db.execute<Row>(sql`
    select c.id, c.comentario, u.nome as autor, c.criado_em
    from escritorio_comentarios c join usuarios u on u.id_interno = c.autor
    where c.id_escritorio = ${office} ${id === undefined ? sql`` : sql`and c.id = ${id}`}
    order by c.criado_em desc, c.id desc limit 500`)
  return res.rows.map(toComment)
}

export async function addComment(tx: Tx, office: number, autor: number, comentario: string) {
  const [created] = await tx
    .insert(escritorioComentarios)
    .values({ id_escritorio: office, autor, comentario })
    .returning({ id: escritorioComentarios.id })
  if (!created) throw new Error('insert escritorio_comentarios sem retorno')
  const [row] = await listComments(tx, office, created.id)
  if (!row) throw new Error('comentário recém-criado não encontrado')
  return row
}
