import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bpoPaths } from '../../../src/contracts/bpo-paths'
import { bpoSummaryResponse } from '../../../src/contracts/bpo-summary'
import { officeIdParams } from '../../../src/contracts/offices'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { bpoSummary } from './summary-service'

/** /financeiro/bpo's figures (GET …/bpo/resumo): staff and the office's gestor, like the BPO itself. */
export const bpoSummaryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    bpoPaths.summary(':id'),
    { config: { access: ['equipe', 'gestor'] }, schema: { params: officeIdParams } },
    async (req) => {
      const office = scopeOffice(sessionUser(req), req.params.id)
      return bpoSummaryResponse.parse({ status: 200, value: await bpoSummary(db, office) })
    },
  )
}
