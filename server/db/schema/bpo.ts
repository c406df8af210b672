import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { escritorios, usuarios } from './core'
import { categorias, contasCorrentes, filiais } from './financial'

// BPO registers that the financial engine does not already have. Categories, checking accounts and branches
// ARE the engine's tables (categorias, contas_correntes, filiais): a bill's category lands on its DRE line
// and DFC group, and its account on the DFC, with no twin to keep in step.

const office = () =>
  integer('id_escritorio')
    .notNull()
    .references(() => escritorios.id_escritorio)
const created = () => timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow()
const version = () => integer('version').notNull().default(1)

/** Payees of bills: CPF or CNPJ (masked, unique per office), PIX key and bank data. */
export const fornecedores = pgTable(
  'fornecedores',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    cpf_cnpj: text('cpf_cnpj').notNull(),
    tipo_pix: text('tipo_pix', { enum: ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] }),
    chave_pix: text('chave_pix'),
    banco: text('banco'),
    agencia: text('agencia'),
    conta: text('conta'),
    ativo: boolean('ativo').notNull().default(true),
    version: version(),
    data_criacao: created(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('fornecedores_cpf_cnpj_uq').on(t.id_escritorio, t.cpf_cnpj),
  ],
)

/** Cost centres of bills (with branches). */
export const departamentos = pgTable(
  'departamentos',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    version: version(),
    data_criacao: created(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('departamentos_nome_uq').on(t.id_escritorio, sql`lower(${t.nome})`),
  ],
)

/** Services the office bills (receivables), each with the ledger category its revenue lands on. */
export const servicos = pgTable(
  'servicos',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    descricao: text('descricao'),
    id_categoria: integer('id_categoria'),
    ativo: boolean('ativo').notNull().default(true),
    version: version(),
    data_criacao: created(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('servicos_nome_uq').on(t.id_escritorio, sql`lower(${t.nome})`),
    foreignKey({
      columns: [t.id_escritorio, t.id_categoria],
      foreignColumns: [categorias.id_escritorio, categorias.id],
    }),
  ],
)

const ref = (t: { id_escritorio: PgColumn }, column: PgColumn, target: { id_escritorio: PgColumn; id: PgColumn }) =>
  foreignKey({ columns: [t.id_escritorio, column], foreignColumns: [target.id_escritorio, target.id] })

/**
 * Bills (§3 billsPay / billsToReceive): payables ('pagar', to a provider) and receivables ('receber', from a
 * payer). `pago_centavos` is the sum of the bill's payments, kept by the service in the same transaction, so
 * the status (§4) and the totals per status are computed by the database without a join.
 */
export const titulos = pgTable(
  'titulos',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tipo: text('tipo', { enum: ['pagar', 'receber'] }).notNull(),
    descricao: text('descricao').notNull(),
    id_fornecedor: integer('id_fornecedor'),
    pagador: text('pagador'),
    data_vencimento: date('data_vencimento').notNull(),
    data_competencia: date('data_competencia').notNull(),
    data_agendamento: date('data_agendamento'),
    valor_centavos: bigint('valor_centavos', { mode: 'bigint' }).notNull(),
    pago_centavos: bigint('pago_centavos', { mode: 'bigint' }).notNull().default(sql`0`),
    id_categoria: integer('id_categoria').notNull(),
    id_conta_corrente: integer('id_conta_corrente'),
    id_departamento: integer('id_departamento'),
    id_filial: integer('id_filial'),
    /** Linha digitável (47 or 48 digits), stored without the mask. */
    codigo_boleto: text('codigo_boleto'),
    /** A PIX key or a copy-and-paste BR Code. */
    pix: text('pix'),
    observacoes: text('observacoes'),
    cancelado: boolean('cancelado').notNull().default(false),
    /** ERP workflow tags (§4), src/contracts/bill-tags.ts. */
    etiquetas: text('etiquetas').array().notNull().default(sql`'{}'::text[]`),
    /** The approval decision of a payable: null (none yet), 'aprovado' or 'rejeitado'. */
    aprovacao: text('aprovacao', { enum: ['aprovado', 'rejeitado'] }),
    aprovacao_por: integer('aprovacao_por'),
    aprovacao_em: timestamp('aprovacao_em', { withTimezone: true }),
    aprovacao_motivo: text('aprovacao_motivo'),
    /** A bill of a recurrence (titulos_recorrencias) is its occurrence number `ocorrencia` (1, 2, …). */
    id_recorrencia: integer('id_recorrencia'),
    ocorrencia: integer('ocorrencia'),
    /** When an approval was undone by a change of what it covered, and why (shown while the bill waits again). */
    aprovacao_reaberta_em: timestamp('aprovacao_reaberta_em', { withTimezone: true }),
    aprovacao_reaberta_motivo: text('aprovacao_reaberta_motivo'),
    /** Who last set what a payment depends on (amount, payee, PIX, boleto, account, due date): they never approve it. */
    dados_pagamento_por: integer('dados_pagamento_por').references(() => usuarios.id_interno),
    /** An instalment `parcela` of `parcelas`; the plan is named by its first bill's id (approvals weigh its total). */
    id_parcelamento: integer('id_parcelamento'),
    parcela: integer('parcela'),
    parcelas: integer('parcelas'),
    version: version(),
    data_criacao: created(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('titulos_etiquetas_idx').using('gin', t.etiquetas),
    index('titulos_vencimento_idx').on(t.id_escritorio, t.tipo, t.data_vencimento, t.id),
    index('titulos_fornecedor_idx').on(t.id_escritorio, t.id_fornecedor),
    index('titulos_parcelamento_idx').on(t.id_escritorio, t.id_parcelamento).where(sql`id_parcelamento is not null`),
    // One bill per occurrence of a recurrence, whatever the number of servers generating it.
    uniqueIndex('titulos_ocorrencia_uq')
      .on(t.id_escritorio, t.id_recorrencia, t.ocorrencia)
      .where(sql`id_recorrencia is not null`),
    ref(t, t.id_fornecedor, fornecedores),
    ref(t, t.id_categoria, categorias),
    ref(t, t.id_conta_corrente, contasCorrentes),
    ref(t, t.id_departamento, departamentos),
    ref(t, t.id_filial, filiais),
  ],
)

/** A bill's apportionment (rateio): parts by category and cost centre whose amounts sum to the bill's. */
export const titulosRateio = pgTable(
  'titulos_rateio',
  {
    id_escritorio: office(),
    id_titulo: integer('id_titulo').notNull(),
    ordem: integer('ordem').notNull(),
    id_categoria: integer('id_categoria').notNull(),
    id_departamento: integer('id_departamento'),
    id_filial: integer('id_filial'),
    valor_centavos: bigint('valor_centavos', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id_titulo, t.ordem] }),
    foreignKey({
      columns: [t.id_escritorio, t.id_titulo],
      foreignColumns: [titulos.id_escritorio, titulos.id],
    }).onDelete('cascade'),
    ref(t, t.id_categoria, categorias),
    ref(t, t.id_departamento, departamentos),
    ref(t, t.id_filial, filiais),
  ],
)

/** Payments of a bill (partial ones allowed); each is posted into the ledger (lancamentos.id_pagamento_titulo). */
export const titulosPagamentos = pgTable(
  'titulos_pagamentos',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    id_titulo: integer('id_titulo').notNull(),
    data_pagamento: date('data_pagamento').notNull(),
    id_conta_corrente: integer('id_conta_corrente').notNull(),
    /** The part of the bill this payment settles (what `pago_centavos` adds). */
    valor_centavos: bigint('valor_centavos', { mode: 'bigint' }).notNull(),
    /** Interest and fine paid on top, and discount taken off: cash moved = valor + juros + multa − desconto. */
    juros_centavos: bigint('juros_centavos', { mode: 'bigint' }).notNull().default(sql`0`),
    multa_centavos: bigint('multa_centavos', { mode: 'bigint' }).notNull().default(sql`0`),
    desconto_centavos: bigint('desconto_centavos', { mode: 'bigint' }).notNull().default(sql`0`),
    data_criacao: created(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('titulos_pagamentos_titulo_idx').on(t.id_escritorio, t.id_titulo),
    foreignKey({ columns: [t.id_escritorio, t.id_titulo], foreignColumns: [titulos.id_escritorio, titulos.id] }),
    ref(t, t.id_conta_corrente, contasCorrentes),
  ],
)

/**
 * The office's BPO settings, edited as a whole with its approval rules (bpo_regras_aprovacao) under `version`: above
 * `dupla_aprovacao_acima_de_centavos` (null: never) a payable needs two distinct approvers.
 */
export const bpoConfiguracao = pgTable('bpo_configuracao', {
  id_escritorio: office().primaryKey(),
  version: version(),
  dupla_aprovacao_acima_de_centavos: bigint('dupla_aprovacao_acima_de_centavos', { mode: 'bigint' }),
})
