import type { FastifyPluginAsync } from 'fastify'
import { REPORT_NOT_RELEASED, type ServicoCode } from '../../../src/contracts/report-services'
import type { Db } from '../../db/connection'
import type { SessionUser } from '../../http/access'
import { forbidden } from '../../http/errors'
import { releasedFor } from './queries'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The released report (SERVICOS) whose data this route answers: professionals need it released to them. */
    report?: ServicoCode
  }
}

/**
 * Whether `user` may read the report: advisors and planners only when a manager released it to them (Acessos ›
 * Consultoria); staff and the office's gestor always (they manage the office and do the releasing). Read from the
 * database on every call, so a release or a withdrawal counts at once, on every server process.
 */
export async function mayReadReport(db: Db, user: SessionUser, servico: ServicoCode): Promise<boolean> {
  if (user.role !== 'assessor' && user.role !== 'planejador') return true
  if (user.id_escritorio === null || user.id_profissional === null) return false
  return (await releasedFor(db, user.id_escritorio, user.id_profissional)).has(servico)
}

export async function requireReport(db: Db, user: SessionUser, servico: ServicoCode): Promise<void> {
  if (!(await mayReadReport(db, user, servico))) throw forbidden(REPORT_NOT_RELEASED)
}

/**
 * Refuses (403, REPORT_NOT_RELEASED) a route declaring `config.report` to a professional the report was not released
 * to. Registered with skip-override so the hook applies to every route of the app, after the auth hook.
 */
const gate: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', async (req) => {
    const report = req.routeOptions.config?.report
    if (report && req.user) await requireReport(db, req.user, report)
  })
}
Object.assign(gate, { [Symbol.for('skip-override')]: true })

export const reportGate = gate
