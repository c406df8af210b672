import './zod-locale'
import { z } from 'zod'
import { messages } from '../lib/validation'
import { int4 } from './primitives'

// The BPO workflow: the approval of a payable and its messages (the ERP moves and the approval rules are in
// bpo-plans.ts). Shared by the routes (server/modules/bpo/workflow-routes.ts) and the pages.

export const TAG_INVALID = 'Etiqueta inválida'
export const REASON_REQUIRED = 'Informe o motivo da rejeição'

export const approvalBody = z
  .object({
    decisao: z.enum(['aprovar', 'rejeitar'], 'Decisão inválida'),
    motivo: z
      .string({ error: messages.invalid })
      .trim()
      .max(500, 'Máximo de 500 caracteres')
      .nullish()
      .transform((v) => v || null),
    version: int4({ min: 1 }),
  })
  .superRefine((b, ctx) => {
    if (b.decisao === 'rejeitar' && b.motivo === null)
      ctx.addIssue({ code: 'custom', path: ['motivo'], message: REASON_REQUIRED })
  })
export type ApprovalBody = z.output<typeof approvalBody>

export const APPROVAL_REQUIRED = 'Este pagamento precisa da aprovação do gestor antes de ser registrado.'
export const APPROVAL_REJECTED = 'Este pagamento foi rejeitado pelo gestor: aprove-o antes de registrar.'
export const NOT_A_PENDING_APPROVAL = 'Esta conta não está aguardando aprovação.'
export const APPROVED_TAG_NEEDS_APPROVAL = "A etiqueta 'Pagamento aprovado' vem da aprovação do gestor."
export const APPROVAL_REOPENED = (motivo: string) =>
  `Esta conta foi alterada depois da aprovação e precisa ser aprovada de novo antes do pagamento. ${motivo}`
export const SECOND_APPROVAL_REQUIRED =
  'Este pagamento precisa de duas aprovações de gestores diferentes: falta uma antes de registrá-lo.'
export const APPROVAL_COVERS =
  'Esta conta está aprovada: mudar valor, fornecedor, PIX, boleto, conta ou vencimento a devolve para aprovação.'
export const LOCKED_BY_APPROVAL = 'Esta conta está aprovada: rejeite-a antes de parcelar.'
export const SELF_APPROVAL =
  'Quem registrou ou alterou os dados de pagamento desta conta (ou do seu fornecedor) não pode aprová-la: outro gestor aprova.'
export const ALREADY_APPROVED_BY_YOU = 'Você já aprovou esta conta: a segunda aprovação é de outro gestor.'
export const TWO_APPROVERS_NEED_TWO_MANAGERS =
  'A dupla aprovação precisa de ao menos dois gestores ativos no escritório.'
export const NOT_THE_APPROVER = 'Só o aprovador desta conta (pelas regras de aprovação do escritório) pode decidir.'
export const STALE_SETTINGS = 'As configurações foram alteradas por outra pessoa. Recarregue e tente novamente.'
