import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paths } from '../../../src/contracts/paths'
import { auditQuery } from '../../../src/contracts/settings'
import type { Db } from '../../db/connection'
import { auditoria, usuarios } from '../../db/schema'

/** Staff read the audit trail, optionally for one office or one kind of entity (newest first). */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(paths.audit, { config: { access: ['equipe'] }, schema: { querystring: auditQuery } }, async (req) => {
    const where: SQL[] = []
    if (req.query.id_escritorio) where.push(eq(auditoria.id_escritorio, req.query.id_escritorio))
    if (req.query.entidade) where.push(eq(auditoria.entidade, req.query.entidade))
    const rows = await db
      .select({
        id: auditoria.id,
        id_escritorio: auditoria.id_escritorio,
        usuario: usuarios.nome,
        acao: auditoria.acao,
        entidade: auditoria.entidade,
        id_entidade: auditoria.id_entidade,
        antes: auditoria.antes,
        depois: auditoria.depois,
        data_registro: auditoria.data_registro,
      })
      .from(auditoria)
      .leftJoin(usuarios, eq(usuarios.id_interno, auditoria.id_usuario))
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(auditoria.data_registro), desc(auditoria.id))
      .limit(300)
    return { status: 200, value: rows.map((r) => ({ ...r, data_registro: r.data_registro.toISOString() })) }
  })
}
