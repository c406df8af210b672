import { and, eq, sql } from 'drizzle-orm'
import { features } from '../../../src/contracts/features'
import type { Db } from '../../db/connection'
import { escritorios, escritoriosPermissoes, filtrosEscritorio } from '../../db/schema'
import { forgetBatchFeatures } from '../../http/batch-scope'
import type { Tx } from '../../http/idempotency'

type Conn = Db | Tx

/** Every known feature with the office's answer; a feature without a row is granted. */
export async function permissionsOf(db: Conn, id: number) {
  const rows = await db.select().from(escritoriosPermissoes).where(eq(escritoriosPermissoes.id_escritorio, id))
  const byName = new Map(rows.map((r) => [r.funcionalidade, r.possui_acesso]))
  return features.map((f) => ({
    funcionalidade: f.funcionalidade,
    titulo: f.titulo,
    possui_acesso: byName.get(f.funcionalidade) ?? true,
  }))
}

export async function hasFeature(db: Conn, id: number, funcionalidade: string) {
  const [row] = await db
    .select({ possui: escritoriosPermissoes.possui_acesso })
    .from(escritoriosPermissoes)
    .where(and(eq(escritoriosPermissoes.id_escritorio, id), eq(escritoriosPermissoes.funcionalidade, funcionalidade)))
  return row?.possui ?? true
}

export async function setFeature(db: Conn, id: number, funcionalidade: string, possui: boolean) {
  forgetBatchFeatures()
  await db
    .insert(escritoriosPermissoes)
    .values({ id_escritorio: id, funcionalidade, possui_acesso: possui })
    .onConflictDoUpdate({
      target: [escritoriosPermissoes.id_escritorio, escritoriosPermissoes.funcionalidade],
      set: { possui_acesso: possui, data_atualizacao: sql`now()` },
    })
}

export const officeExists = async (db: Conn, id: number) =>
  (await db.query.escritorios.findFirst({
    where: eq(escritorios.id_escritorio, id),
    columns: { id_escritorio: true },
  })) !== undefined

export async function selectedOffice(db: Conn, idUsuario: number) {
  const row = await db.query.filtrosEscritorio.findFirst({ where: eq(filtrosEscritorio.id_usuario, idUsuario) })
  return row?.id_escritorio ?? null
}
