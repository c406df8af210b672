import type { FastifyRequest } from 'fastify'
import { paths } from '../../../src/contracts/paths'
import { VIEW_READ_ONLY } from '../../../src/contracts/session'
import type { Db } from '../../db/connection'
import { forbidden } from '../../http/errors'
import { recordAudit } from '../audit/record'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A view (views/client, views/professional) only reads: every other method is refused, the sync batch and so
 * every queued edit included, and the attempt is audited as a write in a view. Only the way back (logout of
 * the view) goes through.
 */
export async function refuseWritesInView(db: Db, req: FastifyRequest) {
  const user = req.user
  const view = user?.view
  if (!user || !view || READS.has(req.method) || req.routeOptions.url === paths.logout) return
  await db.transaction((tx) =>
    recordAudit(tx, {
      office: user.id_escritorio,
      user: view.viewer ?? user.id,
      acao: 'escrita-em-visualizacao',
      entidade: 'visao',
      id: user.id,
      depois: { sessao: 'visualização', metodo: req.method, rota: req.routeOptions.url ?? req.url, recusada: true },
    }),
  )
  throw forbidden(VIEW_READ_ONLY)
}
