import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { escritorios, usuarios } from '../../db/schema'

/** The account behind a login e-mail (case-insensitive), with its office's name. */
export async function findAccount(db: Db, username: string) {
  const [row] = await db
    .select({
      id: usuarios.id_interno,
      email: usuarios.email,
      nome: usuarios.nome,
      tipo_usuario: usuarios.tipo_usuario,
      id_escritorio: usuarios.id_escritorio,
      escritorio: escritorios.nome_escritorio,
    })
    .from(usuarios)
    .leftJoin(escritorios, eq(escritorios.id_escritorio, usuarios.id_escritorio))
    .where(sql`lower(${usuarios.email}) = lower(${username})`)
  return row
}
