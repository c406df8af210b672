import type { z } from 'zod'
import { CLIENT_ERROR_MESSAGE_MAX, type clientErrorReport } from '../../../src/contracts/client-errors'
import { cutText, scrubRoute, scrubText } from '../../../src/lib/error-reporting/scrub'
import type { Db } from '../../db/connection'
import type { SessionUser } from '../../http/access'
import { fingerprintOf } from './fingerprint'
import { insertError, purgeOlderThan } from './queries'

/** At most this many reports per user (or address, before login) in the window; more answer 429. */
export const REPORTS_PER_WINDOW = 30
export const REPORT_WINDOW_MINUTES = 10
export const TOO_MANY_REPORTS = 'Muitos relatórios de erro em pouco tempo; tente novamente mais tarde.'

/** Whom a report counts against: the user when logged in, else the client address. */
export const reporterKey = (user: SessionUser | null, address: string) =>
  user ? `client-error:u:${user.id}` : `client-error:a:${address}`
/** Reports are kept this long. */
export const REPORT_RETENTION_DAYS = 30
const STACK_LINES = 12
const STACK_MAX = 2000

type Report = z.output<typeof clientErrorReport>

/**
 * Stores one client error: text scrubbed (no tokens, Authorization values, e-mails or form values) and cut,
 * fingerprinted, with the reporter's user and office. The route has counted the report against its limit already.
 */
export async function storeReport(db: Db, user: SessionUser | null, address: string, report: Report) {
  const mensagem = cutText(scrubText(report.mensagem), CLIENT_ERROR_MESSAGE_MAX)
  const pilha = report.pilha
    ? cutText(scrubText(report.pilha.split('\n').slice(0, STACK_LINES).join('\n')), STACK_MAX)
    : null
  const fingerprint = fingerprintOf(report.tipo, mensagem, pilha)
  const office = user?.role === 'equipe' ? (report.id_escritorio ?? null) : (user?.id_escritorio ?? null)
  const stored = {
    tipo: report.tipo,
    mensagem,
    pilha,
    fingerprint,
    rota: cutText(scrubRoute(report.rota), 300),
    release: scrubText(report.release),
    status_http: report.tipo === 'http' ? (report.status_http ?? null) : null,
    id_usuario: user?.id ?? null,
    id_escritorio: office,
  }
  await db.transaction(async (tx) => {
    await insertError(tx, { ...stored, chave: user ? `u:${user.id}` : `a:${address}` })
    await purgeOlderThan(tx, REPORT_RETENTION_DAYS)
  })
  return stored
}
