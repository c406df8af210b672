import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { officeIdParams } from '../../../src/contracts/offices'
import { paths } from '../../../src/contracts/paths'
import { disclaimerBody, disclaimerParams } from '../../../src/contracts/settings'
import type { Db } from '../../db/connection'
import { disclaimers } from '../../db/schema'
import { scopeOffice, sessionUser } from '../../http/access'
import { HttpError } from '../../http/errors'
import { idempotent } from '../../http/idempotency'
import { recordAudit } from '../audit/record'

const columns = { codigo: disclaimers.codigo, texto: disclaimers.texto, version: disclaimers.version }

function stale(current: unknown): never {
  throw new HttpError(409, 'Este texto foi alterado por outra pessoa. Recarregue e tente novamente.', { current })
}

/** §3 disclaimers (codigo, texto) per office: everyone of the office reads them, managers edit them. */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    paths.disclaimers(':id'),
    { config: { access: 'authenticated' }, schema: { params: officeIdParams } },
    async (req) => {
      const office = scopeOffice(sessionUser(req), req.params.id)
      const rows = await db
        .select(columns)
        .from(disclaimers)
        .where(eq(disclaimers.id_escritorio, office))
        .orderBy(asc(disclaimers.codigo))
      return { status: 200, value: rows }
    },
  )

  app.put(
    paths.disclaimer(':id', ':codigo'),
    { config: { access: ['equipe', 'gestor'] }, schema: { params: disclaimerParams, body: disclaimerBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.params.id)
      const { codigo } = req.params
      const { texto, version } = req.body
      return idempotent(db, req, reply, async (tx) => {
        const where = and(eq(disclaimers.id_escritorio, office), eq(disclaimers.codigo, codigo))
        const [before] = await tx.select(columns).from(disclaimers).where(where)
        if (before && version !== undefined && before.version !== version) {
          stale(before)
        }
        const [after] = before
          ? await tx
              .update(disclaimers)
              .set({ texto, version: sql`${disclaimers.version} + 1`, data_atualizacao: sql`now()` })
              .where(and(where, eq(disclaimers.version, before.version)))
              .returning(columns)
          : await tx
              .insert(disclaimers)
              .values({ id_escritorio: office, codigo, texto })
              .onConflictDoNothing()
              .returning(columns)
        // Someone else created or saved it between the read and the write.
        if (!after) stale((await tx.select(columns).from(disclaimers).where(where))[0] ?? null)
        await recordAudit(tx, {
          office,
          user: user.id,
          acao: before ? 'editar' : 'criar',
          entidade: 'disclaimer',
          id: codigo,
          antes: before ?? null,
          depois: after,
        })
        return { status: 200, body: { status: 200, value: after } }
      })
    },
  )
}
