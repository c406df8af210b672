import './zod-locale'
import { z } from 'zod'
import { messages } from '../lib/validation'
import { billTags } from './bill-tags'
import { envelope } from './envelope'
import { int4 } from './primitives'
import { jsonText } from './rules'

// The BPO workflow: a bill's ERP tags (§4), the gestor's approval of a payable, and the office's setting that
// asks for it. Shared by the routes (server/modules/bpo/workflow-routes.ts) and the pages.

export const TAG_INVALID = 'Etiqueta inválida'
export const REASON_REQUIRED = 'Informe o motivo da rejeição'

export const tagsBody = z.object({
  // From a form (the app's wire format) the list comes as JSON text.
  etiquetas: jsonText(
    z
      .array(z.enum(billTags, TAG_INVALID), messages.invalid)
      .max(billTags.length, TAG_INVALID)
      .transform((tags) => billTags.filter((t) => tags.includes(t))),
  ),
  version: int4({ min: 1 }),
})
export type TagsBody = z.output<typeof tagsBody>

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

export const bpoSettings = z.object({ pagamentos_exigem_aprovacao: z.boolean() })
/** From a form the flag comes as 'true' or 'false'. */
export const bpoSettingsBody = z.object({
  pagamentos_exigem_aprovacao: z.preprocess(
    (v) => (v === 'true' ? true : v === 'false' ? false : v),
    z.boolean({ error: messages.invalid }),
  ),
  version: int4({ min: 1 }),
})
export const bpoSettingsResponse = envelope(bpoSettings.extend({ version: z.number().int() }))
export type BpoSettings = z.infer<typeof bpoSettingsResponse>['value']

export const APPROVAL_REQUIRED = 'Este pagamento precisa da aprovação do gestor antes de ser registrado.'
export const APPROVAL_REJECTED = 'Este pagamento foi rejeitado pelo gestor: aprove-o antes de registrar.'
export const NOT_A_PENDING_APPROVAL = 'Esta conta não está aguardando aprovação.'
export const APPROVED_TAG_NEEDS_APPROVAL = "A etiqueta 'Pagamento aprovado' vem da aprovação do gestor."
export const LOCKED_BY_APPROVAL =
  'Esta conta está aprovada: valor, fornecedor e vencimento não mudam (rejeite-a para editar).'
export const STALE_SETTINGS = 'As configurações foram alteradas por outra pessoa. Recarregue e tente novamente.'
