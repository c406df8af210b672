import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { viewClientBody, viewProfessionalBody } from '../../../src/contracts/offices'
import { paths } from '../../../src/contracts/paths'
import type { Db } from '../../db/connection'
import { usuarios } from '../../db/schema'
import { sessionUser } from '../../http/access'
import { notFound } from '../../http/errors'
import { recordAudit } from '../audit/record'
import { insertSession } from '../auth/queries'
import { currentUser } from '../auth/service'
import { hashToken, newToken } from '../auth/tokens'

/** A view session lasts one hour; the staff session stays valid and the app returns to it. */
const VIEW_TTL_MS = 3_600_000

/** views/client and views/professional: staff open the app as one of an office's users (audited). */
export const viewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const openView = async (staffId: number, office: number, target: typeof usuarios.$inferSelect | undefined) => {
    if (!target?.ativo) throw notFound('Este usuário ainda não tem acesso ao sistema.')
    const token = newToken()
    await insertSession(db, hashToken(token), target.id_interno, new Date(Date.now() + VIEW_TTL_MS))
    await db.transaction((tx) =>
      recordAudit(tx, { office, user: staffId, acao: 'abrir-visao', entidade: 'visao', id: target.id_interno }),
    )
    return { status: 200, value: { ...(await currentUser(db, target.id_interno)), token } }
  }

  app.post(paths.viewsClient, { config: { access: ['equipe'] }, schema: { body: viewClientBody } }, async (req) => {
    const { id_escritorio, id_cliente } = req.body
    const target = await db.query.usuarios.findFirst({
      where: and(eq(usuarios.id_escritorio, id_escritorio), eq(usuarios.id_cliente, id_cliente)),
    })
    return openView(sessionUser(req).id, id_escritorio, target)
  })

  app.post(
    paths.viewsProfessional,
    { config: { access: ['equipe'] }, schema: { body: viewProfessionalBody } },
    async (req) => {
      const { id_escritorio, id_profissional } = req.body
      const target = await db.query.usuarios.findFirst({
        where: and(eq(usuarios.id_escritorio, id_escritorio), eq(usuarios.id_profissional, id_profissional)),
      })
      return openView(sessionUser(req).id, id_escritorio, target)
    },
  )
}
