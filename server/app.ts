import '../src/contracts/zod-locale'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import compress from '@fastify/compress'
import formbody from '@fastify/formbody'
import Fastify, { LogController } from 'fastify'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import helmet from 'helmet'
import type { Config } from './config'
import type { Db } from './db/connection'
import { createFileStore } from './files/file-store'
import { checkAccess } from './http/access'
import { inSyncBatch, sessionOncePerBatch } from './http/batch-scope'
import { refuseDuringEnrolment } from './http/enrolment-gate'
import { clientErrorHandler, errorHandler, frameworkErrors } from './http/error-handler'
import { refuseUnsafeText } from './http/text-guard'
import { serveWebApp } from './http/web-app'
import { registerJobHandlers } from './jobs/handlers'
import { jobRoutes } from './jobs/routes'
import { createJobRunner, type JobRunner, type JobRunnerOptions } from './jobs/runner'
import { mailerFromConfig } from './mail/mailer'
import { assetRoutes } from './modules/assets/routes'
import { providerFromConfig } from './modules/assistant/provider'
import { assistantRoutes } from './modules/assistant/routes'
import { auditRoutes } from './modules/audit/routes'
import { ATTEMPTS_PER_ADDRESS, createLoginThrottle } from './modules/auth/login-throttle'
import { authRoutes } from './modules/auth/routes'
import { userForToken } from './modules/auth/service'
import { tokenFromHeader } from './modules/auth/tokens'
import { hiringRoutes } from './modules/billing/hiring-routes'
import { paymentRoutes } from './modules/billing/payment-routes'
import { fakeProvider, type PaymentProvider } from './modules/billing/provider'
import { billAttachmentRoutes } from './modules/bpo/attachments-routes'
import { billRoutes } from './modules/bpo/bills-routes'
import { invoicingRoutes } from './modules/bpo/invoicing-routes'
import { planRoutes } from './modules/bpo/plans-routes'
import { requestRoutes } from './modules/bpo/requests-routes'
import { bpoRoutes } from './modules/bpo/routes'
import { bpoSummaryRoutes } from './modules/bpo/summary-routes'
import { workflowRoutes } from './modules/bpo/workflow-routes'
import { clientErrorRoutes } from './modules/client-errors/routes'
import { parseDsn } from './modules/client-errors/sentry'
import { clientRoutes } from './modules/clients/routes'
import { commissionRoutes } from './modules/commissions/routes'
import { lazyFakeRfSource } from './modules/crawler/fake-source'
import { crawlerRoutes } from './modules/crawler/routes'
import { httpRfSource } from './modules/crawler/source'
import { credentialRoutes } from './modules/credentials/routes'
import { dataroomRoutes } from './modules/dataroom/routes'
import { financialRoutes } from './modules/financial/routes'
import { genericTableRoutes } from './modules/generic-tables/routes'
import { inboxRoutes } from './modules/inbox/routes'
import { type InboxSmtp, startInboxSmtp } from './modules/inbox/smtp-receiver'
import { invoiceRoutes } from './modules/invoices/routes'
import { noteRoutes } from './modules/notes/routes'
import { notificationRoutes } from './modules/notifications/routes'
import { officeAdminRoutes } from './modules/offices/admin-routes'
import { officeRoutes } from './modules/offices/routes'
import { resetLinkBase } from './modules/password-reset/link-base'
import { passwordResetRoutes } from './modules/password-reset/routes'
import { featureGate } from './modules/permissions/feature-gate'
import { permissionRoutes } from './modules/permissions/routes'
import { reportGate } from './modules/professionals/report-gate'
import { professionalRoutes } from './modules/professionals/routes'
import { refuseWritesInView } from './modules/professionals/view-guard'
import { viewRoutes } from './modules/professionals/views-routes'
import { pushRoutes } from './modules/push/routes'
import { createRoomHub } from './modules/rooms/live-hub'
import { roomRoutes } from './modules/rooms/routes'
import { sessionRoutes } from './modules/sessions/routes'
import { settingsRoutes } from './modules/settings/routes'
import { statementRoutes } from './modules/statements/routes'
import { suggestionRoutes } from './modules/suggestions/routes'
import { syncRoutes } from './modules/sync/routes'
import { themeRoutes } from './modules/theme/routes'
import { twoFactorRoutes } from './modules/two-factor/routes'
import { createCodeThrottles } from './modules/two-factor/throttles'
import { userRoutes } from './modules/users/routes'
import { validationRoutes } from './modules/validation/routes'
import { setupRoutes } from './modules/validation/setup-routes'
import { versionRoutes } from './modules/validation/versions-routes'

export type AppDeps = {
  db: Db
  config: Pick<Config, 'SESSION_TTL_HOURS' | 'LOG_LEVEL'> &
    Partial<
      Pick<
        Config,
        | 'dataDir'
        | 'TRUST_PROXY'
        | 'AUTH_ATTEMPTS_PER_ADDRESS'
        | 'PUBLIC_URL'
        | 'NODE_ENV'
        | 'PORT'
        | 'HOST'
        | 'ERROR_REPORTING_DSN'
        | 'AI_BASE_URL'
        | 'AI_MODEL'
        | 'AI_API_KEY'
        | 'AI_TIMEOUT_SECONDS'
        | 'SMTP_HOST'
        | 'SMTP_PORT'
        | 'SMTP_USER'
        | 'SMTP_PASSWORD'
        | 'SMTP_FROM'
        | 'SMTP_SECURE'
        | 'CRAWLER_RF_URL'
        | 'INBOX_SMTP_PORT'
        | 'INBOX_SMTP_HOST'
        | 'INBOX_DOMAIN'
        | 'INBOX_MAX_MB'
      >
    >
  /** Folder of the built web app (vite's dist); omitted in API-only tests. */
  webRoot?: string
  /** Tests only: push endpoints on loopback (a stand-in push service) are accepted; never set by main.ts. */
  allowLoopbackPush?: boolean
  /** How long a rooms live stream lasts before the browser reconnects (default 10 minutes; tests shorten it). */
  roomStreamMs?: number
  /** Timings of the durable job runner (tests shorten them). */
  jobs?: JobRunnerOptions
  /** Without CRAWLER_RF_URL, the crawler reads the local stand-in, started on first use (the demo; never production). */
  demoRfSource?: boolean
  /** The payment provider of recurring payments and instalments (default: the local fake, server/modules/billing/provider.ts). */
  paymentProvider?: PaymentProvider
  /** Tests only: where the log lines go (default stdout). */
  logStream?: { write(line: string): void }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job runner (server/jobs); main.ts starts it at boot, closing the app stops it. */
    jobs: JobRunner
    /** The inbox's SMTP receiver, when INBOX_SMTP_PORT is set (server/modules/inbox/smtp-receiver.ts). */
    inboxSmtp: InboxSmtp | null
  }
}

/**
 * The browser protections (content security policy, nosniff, framing, referrer...) on every answer, built once: the
 * fastify plugin built them again for each request, and set them after the access check, so refusals had none.
 */
const securityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      // /bpo/anexos shows a PDF in the browser's own viewer from a blob: of bytes fetched with the session's token
      // (an iframe cannot send it); only PDFs are framed, made from the bytes the server checked by content.
      frameSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: false,
})

export async function buildApp({
  db,
  config,
  webRoot,
  allowLoopbackPush = false,
  jobs: jobOptions,
  roomStreamMs = 600_000,
  demoRfSource = false,
  paymentProvider = fakeProvider,
  logStream,
}: AppDeps) {
  const pushPolicy = { allowLoopback: allowLoopbackPush }
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    // Forwarded headers count only from the configured proxies: otherwise a client picks its own address.
    trustProxy: config.TRUST_PROXY?.length ? config.TRUST_PROXY : false,
    bodyLimit: 1024 * 1024,
    // The edits of a sync batch are not logged one request at a time (two lines each: a day offline replays
    // thousands); the batch logs what they came to (sync/routes.ts).
    logController: new LogController({ disableRequestLogging: () => inSyncBatch() }),
    frameworkErrors,
    clientErrorHandler,
  })
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // helmet (8.1+) throws its errors instead of passing them on.
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, () => done()))

  // A route that does not say who may call it is a bug: refuse to start rather than serve it open.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access
    if (access === undefined && !route.url.startsWith('/static/')) {
      throw new Error(`Rota ${route.method} ${route.url} sem regra de acesso (config.access)`)
    }
  })

  app.decorateRequest('user', null)
  app.addHook('onRequest', async (req) => {
    const token = tokenFromHeader(req.headers.authorization)
    const client = { ip: req.ip, userAgent: req.headers['user-agent'] }
    req.user = token ? await sessionOncePerBatch(token, () => userForToken(db, token, client)) : null
    const access = req.routeOptions.config?.access
    if (access !== undefined) checkAccess(access, req.user)
    await refuseWritesInView(db, req)
    refuseDuringEnrolment(req)
  })

  app.addHook('preValidation', refuseUnsafeText)
  app.setErrorHandler(errorHandler)

  // Replies of 1 kB or more go out brotli or gzip, as the client accepts. Replies that already carry a
  // Content-Encoding (the precompressed assets), images and server-sent events pass untouched.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false })
  await app.register(formbody)

  app.get('/healthz', { config: { access: 'public' } }, async () => {
    await db.execute('select 1')
    return { status: 'ok' }
  })

  const files = createFileStore(join(config.dataDir ?? join(tmpdir(), 'aawz'), 'files'))
  const jobs = createJobRunner(db, { onError: (error) => app.log.error(error), ...jobOptions })
  const mailer = mailerFromConfig(config)
  const demoSource = !config.CRAWLER_RF_URL && demoRfSource ? lazyFakeRfSource() : null
  if (demoSource) app.addHook('onClose', () => demoSource.close())
  const rfSource = config.CRAWLER_RF_URL ? httpRfSource(config.CRAWLER_RF_URL) : demoSource
  registerJobHandlers(jobs, { db, files, mailer, rfSource })
  app.decorate('jobs', jobs)
  app.addHook('onClose', () => jobs.stop())

  const throttle = createLoginThrottle(db)
  const addressThrottle = createLoginThrottle(db, { max: config.AUTH_ATTEMPTS_PER_ADDRESS ?? ATTEMPTS_PER_ADDRESS })
  const codes = createCodeThrottles(db)
  await app.register(featureGate, { db })
  await app.register(reportGate, { db })
  await app.register(authRoutes, { db, throttle, addressThrottle, codes, sessionTtlHours: config.SESSION_TTL_HOURS })
  await app.register(twoFactorRoutes, { db, codes })
  await app.register(sessionRoutes, { db })
  await app.register(passwordResetRoutes, { db, throttle, addressThrottle, mailer, linkBase: resetLinkBase(config) })
  await app.register(officeRoutes, { db })
  await app.register(notificationRoutes, { db, pushPolicy })
  await app.register(noteRoutes, { db })
  await app.register(bpoRoutes, { db, pushPolicy })
  await app.register(billRoutes, { db, pushPolicy })
  await app.register(workflowRoutes, { db, pushPolicy })
  await app.register(planRoutes, { db, pushPolicy })
  await app.register(statementRoutes, { db })
  await app.register(commissionRoutes, { db, pushPolicy })
  await app.register(validationRoutes, { db })
  await app.register(setupRoutes, { db })
  await app.register(versionRoutes, { db })
  await app.register(hiringRoutes, { db })
  await app.register(paymentRoutes, { db, provider: paymentProvider })
  await app.register(pushRoutes, { db, policy: pushPolicy })
  await app.register(financialRoutes, { db, jobs, mailer })
  await app.register(suggestionRoutes, { db })
  await app.register(officeAdminRoutes, { db })
  await app.register(permissionRoutes, { db })
  await app.register(themeRoutes, { db, files })
  await app.register(professionalRoutes, { db })
  await app.register(viewRoutes, { db })
  await app.register(clientRoutes, { db })
  await app.register(settingsRoutes, { db })
  await app.register(auditRoutes, { db })
  await app.register(credentialRoutes, { db })
  await app.register(userRoutes, { db })
  await app.register(clientErrorRoutes, {
    db,
    sentry: config.ERROR_REPORTING_DSN ? parseDsn(config.ERROR_REPORTING_DSN) : null,
  })
  await app.register(syncRoutes, { db })
  await app.register(jobRoutes, { db })
  await app.register(dataroomRoutes, { db, files, jobs })
  await app.register(genericTableRoutes, { db })
  await app.register(assetRoutes, { db })
  await app.register(crawlerRoutes, { db, jobs, source: rfSource })
  await app.register(billAttachmentRoutes, { db, files })
  await app.register(bpoSummaryRoutes, { db })
  await app.register(requestRoutes, { db, files })
  await app.register(invoiceRoutes, { db, files, pushPolicy })
  const domain = config.INBOX_DOMAIN ?? 'caixa.localhost'
  const inboxSmtp =
    config.INBOX_SMTP_PORT === undefined
      ? null
      : await startInboxSmtp(
          { db, files, pushPolicy, log: { warn: (m) => app.log.warn(m), error: (e) => app.log.error(e) } },
          {
            host: config.INBOX_SMTP_HOST ?? '127.0.0.1',
            port: config.INBOX_SMTP_PORT,
            domain,
            maxMb: config.INBOX_MAX_MB ?? 20,
          },
        )
  app.decorate('inboxSmtp', inboxSmtp)
  if (inboxSmtp) app.addHook('onClose', () => inboxSmtp.close())
  await app.register(inboxRoutes, { db, files, pushPolicy, domain: inboxSmtp ? domain : null })
  await app.register(invoicingRoutes, { db, files })
  await app.register(assistantRoutes, { db, provider: providerFromConfig(config) })
  const roomHub = createRoomHub(db, (msg) => app.log.warn(msg))
  app.addHook('onClose', () => roomHub.close())
  await app.register(roomRoutes, { db, hub: roomHub, pushPolicy, streamMs: roomStreamMs })
  if (webRoot) await app.register(serveWebApp, { root: webRoot })

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ status: 404, message: `Recurso não encontrado: ${req.url}` })
  })
  return app
}
