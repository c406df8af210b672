import { and, desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { notificationIdParams } from '../../../src/contracts/notifications'
import { paths } from '../../../src/contracts/paths'
import type { Db } from '../../db/connection'
import { notificacoes } from '../../db/schema'
import { sessionUser } from '../../http/access'
import { notFound } from '../../http/errors'

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(paths.notifications, { config: { access: 'authenticated' } }, async (req) => {
    const user = sessionUser(req)
    const rows = await db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.id_usuario, user.id))
      .orderBy(desc(notificacoes.data_criacao), desc(notificacoes.id))
      .limit(100)
    const items = rows.map((n) => ({
      id: n.id,
      tipo: n.tipo as 'default',
      titulo: n.titulo,
      corpo: n.corpo,
      rota: n.rota,
      lida: n.lida,
      data_criacao: n.data_criacao.toISOString(),
    }))
    return {
      status: 200,
      value: {
        kind: user.role === 'cliente' ? ('comunicados' as const) : ('sistema' as const),
        unread: items.filter((n) => !n.lida).length,
        items,
      },
    }
  })

  app.put(
    paths.notificationRead(':id'),
    { config: { access: 'authenticated' }, schema: { params: notificationIdParams } },
    async (req) => {
      const user = sessionUser(req)
      const updated = await db
        .update(notificacoes)
        .set({ lida: true })
        .where(and(eq(notificacoes.id, req.params.id), eq(notificacoes.id_usuario, user.id)))
        .returning({ id: notificacoes.id })
      if (updated.length === 0) throw notFound('Notificação não encontrada')
      return { status: 200, value: true }
    },
  )
}
