import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { systemVersionsResponse } from '../../../src/contracts/validation'
import { validationPaths } from '../../../src/contracts/validation-paths'
import type { Db } from '../../db/connection'
import { systemVersions } from './versions'

/** /versoes (staff): the server's version and release and the database schema's last migration. */
export const versionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    validationPaths.versions,
    { config: { access: ['equipe'] }, schema: { response: { 200: systemVersionsResponse } } },
    async () => ({ status: 200, value: await systemVersions(db) }),
  )
}
