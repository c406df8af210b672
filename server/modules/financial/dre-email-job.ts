import { formatMonthRange } from '../../../src/lib/format/date'
import type { Db } from '../../db/connection'
import { type JobDefinition, JobRejected } from '../../jobs/runner'
import { type Mailer, SMTP_MISSING } from '../../mail/mailer'
import { findDreEmail, setDreEmailState } from './dre-email-queries'
import { dreFile } from './dre-file'
import { resolveGrouping } from './dre-service'

export const DRE_EMAIL_QUEUE = 'dre.enviar-email'
export type DreEmailJob = { envio: number }

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * A DRE sent by e-mail: na_fila → enviando → enviado, with the XLSX of 'Baixar DRE' attached. A failed attempt goes
 * back to na_fila with the server's reason and is retried (2 more times, a minute apart); then it is erro with it.
 */
export function dreEmailJob({ db, mailer }: { db: Db; mailer: Mailer | null }): JobDefinition<DreEmailJob> {
  return {
    queue: DRE_EMAIL_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 60,
    expireInSeconds: 300,
    run: async ({ envio }, ctx) => {
      const request = await findDreEmail(db, ctx.office, envio)
      if (!request) throw new JobRejected('Pedido de envio não encontrado.')
      if (!mailer) throw new JobRejected(SMTP_MISSING)
      await setDreEmailState(db, ctx.office, envio, { status: 'enviando', mensagem: null, tentativas: ctx.attempt })
      const first = request.competencia_inicio
      const last = request.competencia_fim
      try {
        await ctx.progress(20, 'Montando a planilha do DRE')
        const file = await dreFile(db, ctx.office, resolveGrouping(request.agrupamento), { first, last })
        await ctx.progress(60, 'Enviando o e-mail')
        const period = formatMonthRange(first, last)
        await mailer.send({
          to: request.destinatarios,
          subject: `DRE ${file.office} — ${period}`,
          text: `Segue em anexo o DRE de ${file.office} (${period}), em planilha XLSX.\n\nAAWZ Back-office`,
          attachments: [{ filename: `${file.name}.xlsx`, content: file.buffer, contentType: XLSX_TYPE }],
        })
      } catch (error) {
        const mensagem = `Tentativa ${ctx.attempt} falhou: ${errorText(error)}`
        await setDreEmailState(db, ctx.office, envio, { status: 'na_fila', mensagem })
        throw error
      }
      const done = `Enviado para ${request.destinatarios.length} destinatário(s).`
      await setDreEmailState(db, ctx.office, envio, { status: 'enviado', mensagem: done, enviado_em: new Date() })
      return done
    },
    onFailed: ({ envio }, { office, message }) =>
      setDreEmailState(db, office, envio, { status: 'erro', mensagem: message }),
  }
}
