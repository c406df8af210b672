import { desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paths } from '../../../src/contracts/paths'
import { suggestionBody } from '../../../src/contracts/suggestions'
import type { Db } from '../../db/connection'
import { escritorios, sugestoes, usuarios } from '../../db/schema'
import { sessionUser } from '../../http/access'

export const suggestionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    paths.suggestions,
    { config: { access: 'authenticated' }, schema: { body: suggestionBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const [row] = await db
        .insert(sugestoes)
        .values({ ...req.body, id_usuario: user.id, id_escritorio: user.id_escritorio })
        .onConflictDoNothing({ target: sugestoes.id })
        .returning({ id: sugestoes.id })
      reply.code(row ? 201 : 200)
      return { status: row ? 201 : 200, value: { id: req.body.id } }
    },
  )

  app.get(paths.suggestions, { config: { access: ['equipe'] } }, async () => {
    const rows = await db
      .select({
        id: sugestoes.id,
        subject: sugestoes.subject,
        report: sugestoes.report,
        origem: sugestoes.origem,
        autor: usuarios.nome,
        nome_escritorio: escritorios.nome_escritorio,
        data_criacao: sugestoes.data_criacao,
      })
      .from(sugestoes)
      .innerJoin(usuarios, eq(usuarios.id_interno, sugestoes.id_usuario))
      .leftJoin(escritorios, eq(escritorios.id_escritorio, sugestoes.id_escritorio))
      .orderBy(desc(sugestoes.data_criacao))
      .limit(500)
    return { status: 200, value: rows.map((r) => ({ ...r, data_criacao: r.data_criacao.toISOString() })) }
  })
}
