import './zod-locale'
import { z } from 'zod'
import { envelope } from './envelope'
import { monthParam } from './financial'
import { recordId } from './primitives'

// Bank statements (§3 bankStatement), their reconciliation and the positions report. Money is integer centavos as
// text; dates are plain dates.

const account = recordId('Escolha a conta corrente')

export const statementUploadFields = z.object({ id_conta_corrente: account })

const previewLine = z.object({
  linha: z.number(),
  data: z.string(),
  valor: z.string(),
  descricao: z.string(),
})

export const statementPreview = envelope(
  z.object({
    formato: z.enum(['ofx', 'cnab240', 'cnab400']),
    banco: z.string().nullable(),
    /** A warning when the file's bank is not the account's. */
    aviso: z.string().nullable(),
    novas: z.array(previewLine),
    duplicadas: z.array(previewLine),
    /** Balances the file declares (stored per account and date, never as lines). */
    saldos: z.array(z.object({ data: z.string(), valor: z.string(), descricao: z.string() })),
    ilegiveis: z.array(z.object({ linha: z.number(), motivo: z.string() })),
  }),
)
export type StatementPreview = z.infer<typeof statementPreview>['value']

export const statementImported = envelope(
  z.object({ id: z.number().nullable(), novas: z.number(), duplicadas: z.number(), ilegiveis: z.number() }),
)

export const statementLinesQuery = z.object({
  conta: account,
  inicio: monthParam,
  fim: monthParam,
})

export const candidateKinds = ['titulo', 'lancamento', 'transferencia', 'regra'] as const
export const candidate = z.object({
  tipo: z.enum(candidateKinds),
  /** The bill, the ledger entry, the other account's line, or the rule. */
  id: z.number(),
  descricao: z.string(),
  data: z.string().nullable(),
  valor: z.string(),
  /** Whether the counterpart (CPF/CNPJ or name) matches the line's. */
  contraparte: z.boolean(),
})
export type Candidate = z.infer<typeof candidate>

export const statementLine = z.object({
  id: z.number(),
  data: z.string(),
  valor: z.string(),
  descricao: z.string(),
  documento: z.string().nullable(),
  conciliacao: z.enum(['titulo', 'lancamento', 'criado', 'transferencia']).nullable(),
  id_titulo: z.number().nullable(),
  id_lancamento: z.number().nullable(),
  /** What the line was reconciled with, in words. */
  conciliado_com: z.string().nullable(),
  candidatos: z.array(candidate),
  /** The candidate one click accepts: the only one, or the only one whose counterpart matches. */
  sugestao: candidate.nullable(),
})
export type StatementLineRow = z.infer<typeof statementLine>

export const statementLines = envelope(
  z.object({
    linhas: z.array(statementLine),
    pendentes: z.number(),
    conciliadas: z.number(),
    /** The last balance the bank declared for the account in the period (a statement's balance rows, LEDGERBAL…). */
    saldo_informado: z.object({ data: z.string(), valor: z.string() }).nullable(),
  }),
)

export const lineParams = z.object({
  id: recordId('Escritório não encontrado'),
  linha: recordId('Linha do extrato não encontrada'),
})

export const reconcileBody = z.object({
  tipo: z.enum(['titulo', 'lancamento', 'transferencia']),
  /** The bill, the ledger entry, or the other account's line of a transfer (0: an investment pair, no other line). */
  id: z.number().int().min(0).max(2_147_483_647),
})
export type ReconcileBody = z.infer<typeof reconcileBody>

export const acceptBody = z.object({
  itens: z
    .array(reconcileBody.extend({ linha: recordId() }))
    .min(1)
    .max(500),
})

export const createFromLineBody = z.object({
  id_categoria: recordId('Escolha a categoria'),
  id_departamento: recordId().nullable().default(null),
  id_fornecedor: recordId().nullable().default(null),
  descricao: z.string().trim().min(1, 'Campo obrigatório').max(200),
})
export type CreateFromLineBody = z.infer<typeof createFromLineBody>

export const lineResult = envelope(
  z.object({
    conciliadas: z.number(),
    /** Suggestions that could no longer be accepted, with the reason. */
    falhas: z.array(z.object({ linha: z.number(), motivo: z.string() })),
  }),
)

export const statementRuleFields = z.object({
  palavra: z.string().trim().min(2, 'Informe ao menos 2 caracteres').max(60),
  id_categoria: recordId('Escolha a categoria'),
  id_departamento: recordId().nullable().default(null),
  id_fornecedor: recordId().nullable().default(null),
})
export type StatementRuleFields = z.infer<typeof statementRuleFields>

export const statementRule = statementRuleFields.extend({ id: z.number() })
export const statementRules = envelope(z.array(statementRule))
export const ruleParams = z.object({
  id: recordId('Escritório não encontrado'),
  regra: recordId('Regra não encontrada'),
})

export const positionsQuery = z.object({ inicio: monthParam, fim: monthParam })
export const positionRow = z.object({
  id_conta_corrente: z.number(),
  conta: z.string(),
  data: z.string(),
  /**
   * The bank's balance: the balance it declared for that date when there is one ('Saldo do dia', LEDGERBAL…), else
   * its last declared balance before plus the lines after it (null: no statement).
   */
  saldo_extrato: z.string().nullable(),
  /** Whether `saldo_extrato` is the bank's own declared balance of that date (not computed from lines). */
  saldo_declarado: z.boolean(),
  /** The statement balance without the lines still to reconcile. */
  saldo_conciliado: z.string().nullable(),
  pendentes: z.number(),
  valor_pendente: z.string(),
  /** The DFC's closing balance of the account in that month (the books). */
  saldo_dfc: z.string(),
})
export type PositionRow = z.infer<typeof positionRow>
export const positionsReport = envelope(z.array(positionRow))
