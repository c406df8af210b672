import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paths } from '../../../src/contracts/paths'
import { publicProfileResponse, usernameParams } from '../../../src/contracts/users'
import type { Db } from '../../db/connection'
import { sessionUser } from '../../http/access'
import { publicProfileOf } from './service'

/** §7 `GET /api/users/{username}`: a user's public profile (name, role, office name), office-scoped. */
export const userRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    paths.user(':username'),
    {
      config: { access: 'authenticated' },
      schema: { params: usernameParams, response: { 200: publicProfileResponse } },
    },
    async (req) => ({ status: 200, value: await publicProfileOf(db, sessionUser(req), req.params.username) }),
  )
}
