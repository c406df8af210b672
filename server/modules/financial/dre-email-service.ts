import type { DreEmailSend } from '../../../src/contracts/financial'
import type { Db } from '../../db/connection'
import { HttpError } from '../../http/errors'
import type { JobRunner } from '../../jobs/runner'
import { type Mailer, SMTP_MISSING } from '../../mail/mailer'
import { DRE_EMAIL_QUEUE, type DreEmailJob } from './dre-email-job'
import { dreEmailOf, setDreEmailState, setDreEmailTask } from './dre-email-queries'
import { requestDreEmail } from './reports-sender'

export const DRE_EMAIL_QUEUED = 'Envio do DRE na fila: acompanhe o andamento no histórico de envios desta página.'

type Who = { office: number; user: number }
type Deps = { db: Db; jobs: JobRunner; mailer: Mailer | null }

/**
 * A DRE to send by e-mail: refused (409, nothing stored) when this server has no SMTP; otherwise stored 'na_fila'
 * and handed to the job runner, which builds the XLSX and sends it.
 */
export async function sendDreEmail(
  { db, jobs, mailer }: Deps,
  who: Who,
  input: { agrupamento: string; inicio: string; fim: string; destinatarios: string[] | undefined },
): Promise<DreEmailSend & { mensagem: string }> {
  if (!mailer) throw new HttpError(409, SMTP_MISSING)
  const row = await db.transaction((tx) => requestDreEmail(tx, who, input))
  const job: DreEmailJob = { envio: row.id }
  try {
    await setDreEmailTask(db, who.office, row.id, await jobs.send(DRE_EMAIL_QUEUE, who.office, job, who.user))
  } catch (error) {
    await setDreEmailState(db, who.office, row.id, { status: 'erro', mensagem: 'Não foi possível agendar o envio.' })
    throw error
  }
  const stored = await dreEmailOf(db, who.office, row.id)
  if (!stored) throw new Error(`Envio ${row.id} sumiu depois de registrado`)
  return { ...stored, mensagem: DRE_EMAIL_QUEUED }
}
