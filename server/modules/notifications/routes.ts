import { and, count, desc, eq, ne, sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { NOTIFICATION_PAGE, notificationIdParams, notificationListQuery } from '../../../src/contracts/notifications'
import { paths } from '../../../src/contracts/paths'
import { sendNotificationBody } from '../../../src/contracts/push'
import type { Db } from '../../db/connection'
import { notificacoes, usuarios } from '../../db/schema'
import { scopeOffice, sessionUser } from '../../http/access'
import { notFound } from '../../http/errors'
import { idempotent } from '../../http/idempotency'
import type { PushEndpointPolicy } from '../push/endpoint-check'
import { pushToUsers } from '../push/sender'

const toNotification = (n: typeof notificacoes.$inferSelect) => ({
  id: n.id,
  tipo: n.tipo as 'default',
  titulo: n.titulo,
  corpo: n.corpo,
  rota: n.rota,
  lida: n.lida,
  data_criacao: n.data_criacao.toISOString(),
})

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db; pushPolicy: PushEndpointPolicy }> = async (
  app,
  { db, pushPolicy },
) => {
  // Newest first, a page at a time: `antes` names the last notification already shown (another user's is a 404).
  app.get(
    paths.notifications,
    { config: { access: 'authenticated' }, schema: { querystring: notificationListQuery } },
    async (req) => {
      const user = sessionUser(req)
      const mine = eq(notificacoes.id_usuario, user.id)
      const { antes } = req.query
      if (antes !== undefined) {
        const [cursor] = await db
          .select({ id: notificacoes.id })
          .from(notificacoes)
          .where(and(mine, eq(notificacoes.id, antes)))
        if (!cursor) throw notFound('Notificação não encontrada')
      }
      const before =
        antes === undefined
          ? undefined
          : sql`(${notificacoes.data_criacao}, ${notificacoes.id}) < (select n.data_criacao, n.id from notificacoes n where n.id = ${antes})`
      const [rows, [unread]] = await Promise.all([
        db
          .select()
          .from(notificacoes)
          .where(and(mine, before))
          .orderBy(desc(notificacoes.data_criacao), desc(notificacoes.id))
          .limit(NOTIFICATION_PAGE + 1),
        db
          .select({ n: count() })
          .from(notificacoes)
          .where(and(mine, eq(notificacoes.lida, false))),
      ])
      return {
        status: 200,
        value: {
          kind: user.role === 'cliente' ? ('comunicados' as const) : ('sistema' as const),
          unread: unread?.n ?? 0,
          items: rows.slice(0, NOTIFICATION_PAGE).map(toNotification),
          mais: rows.length > NOTIFICATION_PAGE,
        },
      }
    },
  )

  // Marking as read only ever sets `lida`, so it needs no version: a replay from the outbox returns the first
  // answer, and a second mark (from another device) simply answers with the row as it is.
  app.put(
    paths.notificationRead(':id'),
    { config: { access: 'authenticated' }, schema: { params: notificationIdParams } },
    async (req, reply) => {
      const user = sessionUser(req)
      return idempotent(db, req, reply, async (tx) => {
        const [updated] = await tx
          .update(notificacoes)
          .set({ lida: true })
          .where(and(eq(notificacoes.id, req.params.id), eq(notificacoes.id_usuario, user.id)))
          .returning()
        if (!updated) throw notFound('Notificação não encontrada')
        return { status: 200, body: { status: 200, value: toNotification(updated) } }
      })
    },
  )

  app.post(
    paths.notificationsSend,
    { config: { access: ['equipe', 'gestor'] }, schema: { body: sendNotificationBody } },
    async (req, reply) => {
      const office = scopeOffice(sessionUser(req), req.body.id_escritorio)
      const body = req.body
      const toClients = body.publico === 'clientes'
      const message =
        body.publico === 'clientes'
          ? { tipo: 'info', titulo: body.nome, corpo: body.conteudo.join('\n'), rota: '/home' }
          : { tipo: body.tipo, titulo: body.titulo, corpo: body.corpo, rota: body.rota }
      const recipients = await db
        .select({ id: usuarios.id_interno })
        .from(usuarios)
        .where(
          and(
            eq(usuarios.id_escritorio, office),
            eq(usuarios.ativo, true),
            toClients ? eq(usuarios.tipo_usuario, 'CLIENTE') : ne(usuarios.tipo_usuario, 'CLIENTE'),
          ),
        )
      const ids = recipients.map((r) => r.id)
      if (ids.length > 0) await db.insert(notificacoes).values(ids.map((id_usuario) => ({ id_usuario, ...message })))
      // The notifications are committed: from here on nothing may turn the answer into an error, which the
      // sender would retry and so store them twice.
      const pushed = await pushToUsers(db, ids, message, { policy: pushPolicy, log: (msg) => req.log.warn(msg) }).catch(
        (error) => {
          req.log.error(error)
          return { sent: 0 }
        },
      )
      reply.code(201)
      return { status: 201, value: { destinatarios: ids.length, push: pushed.sent } }
    },
  )
}
