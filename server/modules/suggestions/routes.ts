import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paths } from '../../../src/contracts/paths'
import { suggestionBody } from '../../../src/contracts/suggestions'
import type { Db } from '../../db/connection'
import { sessionUser } from '../../http/access'
import { HttpError } from '../../http/errors'
import { idempotent } from '../../http/idempotency'
import * as q from './queries'

export const suggestionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Create-only with a client id: sent from the outbox, a replay returns the first answer; the same id sent
  // again under another key answers 200 with the stored suggestion.
  app.post(
    paths.suggestions,
    { config: { access: 'authenticated' }, schema: { body: suggestionBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      return idempotent(db, req, reply, async (tx) => {
        const created = await q.insertSuggestion(tx, {
          ...req.body,
          id_usuario: user.id,
          id_escritorio: user.id_escritorio,
        })
        const stored = await q.findSuggestion(tx, req.body.id)
        if (!stored || stored.author !== user.id) throw new HttpError(422, 'Identificador de sugestão já usado.')
        const status = created ? 201 : 200
        return { status, body: { status, value: stored.value } }
      })
    },
  )

  app.get(paths.suggestions, { config: { access: ['equipe'] } }, async () => ({
    status: 200,
    value: await q.listSuggestions(db),
  }))
}
