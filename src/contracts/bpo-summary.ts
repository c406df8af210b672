import { z } from 'zod'
import { billKinds } from './bill-status'
import { billStatuses } from './bill-statuses'
import { envelope } from './envelope'

const money = z.string().regex(/^-?\d+$/)

/** Count and open amount (valor − pago, centavos) of payables and receivables. */
const figure = z.object({ quantidade: z.number().int(), valor: money })
const pair = z.object({ pagar: figure, receber: figure })
export type SummaryFigure = z.infer<typeof figure>

/**
 * /financeiro/bpo: the office's BPO at a glance, on Brazil's `hoje`. `mes`/`proximo_mes`: open bills due in this
 * month and the next (what the lists show with status 'Em aberto' for that month); `atrasado`: open bills past due
 * (the lists' 'Atrasado', from `atrasado_desde`); `pago_mes`: payments dated this month (without interest, fine or
 * discount: the part of the bills they settled); `aguardando_aprovacao`: payables
 * awaiting approval, count and open amount, with the months of the first and last due date; `semanas`: open amounts due in each of the next 8 weeks from
 * today; `proximas`: the 10 open bills due next.
 */
export const bpoSummary = z.object({
  hoje: z.string(),
  mes: pair,
  proximo_mes: pair,
  atrasado: pair,
  atrasado_desde: z.string().nullable(),
  pago_mes: pair,
  /** Payables waiting for the gestor's approval (the lists' 'Aguardando aprovação'), due from `desde` to `ate`. */
  aguardando_aprovacao: figure.extend({ desde: z.string().nullable(), ate: z.string().nullable() }),
  semanas: z.array(z.object({ inicio: z.string(), fim: z.string(), pagar: money, receber: money })),
  proximas: z.array(
    z.object({
      id: z.number().int(),
      tipo: z.enum(billKinds),
      descricao: z.string(),
      contraparte: z.string().nullable(),
      data_vencimento: z.string(),
      valor: money,
      status: z.enum(billStatuses),
    }),
  ),
})
export type BpoSummary = z.infer<typeof bpoSummary>
export const bpoSummaryResponse = envelope(bpoSummary)
