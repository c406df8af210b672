import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clientErrorListQuery, clientErrorListResponse, clientErrorReport } from '../../../src/contracts/client-errors'
import { envelope } from '../../../src/contracts/envelope'
import { paths } from '../../../src/contracts/paths'
import type { Db } from '../../db/connection'
import { HttpError } from '../../http/errors'
import { createLoginThrottle } from '../auth/login-throttle'
import { listGroups } from './queries'
import { forwardToSentry, type SentryTarget } from './sentry'
import { REPORT_WINDOW_MINUTES, REPORTS_PER_WINDOW, reporterKey, storeReport, TOO_MANY_REPORTS } from './service'

/**
 * §7 "Other": the web app's error reports. Anyone may report (errors happen before login too); the session,
 * when there is one, names the user and office. Only staff read them, grouped by fingerprint.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod<{ db: Db; sentry?: SentryTarget | null }> = async (
  app,
  { db, sentry },
) => {
  const reports = createLoginThrottle(db, { max: REPORTS_PER_WINDOW, windowMinutes: REPORT_WINDOW_MINUTES })
  app.post(
    paths.clientErrors,
    {
      config: { access: 'public' },
      // Counted when the request arrives, before its body is read: a refused report costs no parse and no scrub.
      onRequest: async (req) => {
        if (!(await reports.admit(reporterKey(req.user, req.ip)))) throw new HttpError(429, TOO_MANY_REPORTS)
      },
      schema: { body: clientErrorReport, response: { 201: envelope(z.object({ fingerprint: z.string() })) } },
    },
    async (req, reply) => {
      const stored = await storeReport(db, req.user, req.ip, req.body)
      // With a Sentry-compatible DSN configured, the stored (scrubbed) report is also sent there, after the answer.
      if (sentry) {
        forwardToSentry(sentry, stored).catch((error: unknown) =>
          req.log.warn({ err: error }, 'relatório de erro não enviado ao serviço de erros'),
        )
      }
      reply.code(201)
      return { status: 201, value: { fingerprint: stored.fingerprint } }
    },
  )

  app.get(
    paths.clientErrorsList,
    {
      config: { access: ['equipe'] },
      schema: { querystring: clientErrorListQuery, response: { 200: clientErrorListResponse } },
    },
    async (req) => ({ status: 200, value: await listGroups(db, req.query.dias, req.query.id_escritorio) }),
  )
}
