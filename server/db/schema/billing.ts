import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { titulos } from './bpo'
import { clientes, escritorios, usuarios } from './core'

// Hiring rules and charges (§3 regrasCobranca, cobrancas, historicoCobrancas), recurring payments and
// instalments. Card data is never stored: a subscription or an instalment plan keeps only the payment
// provider's token.

const office = () =>
  integer('id_escritorio')
    .notNull()
    .references(() => escritorios.id_escritorio)

/**
 * A client's billing rule: a fixed monthly fee, or a yearly percentage (hundredths of a percent) of the client's
 * assets charged monthly, never below `minimo_centavos`; valid from/to a month (day 1, inclusive).
 */
export const cobrancaRegras = pgTable(
  'cobranca_regras',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    id_cliente: integer('id_cliente').notNull(),
    tipo: text('tipo', { enum: ['fixo', 'percentual'] }).notNull(),
    valor_centavos: bigint('valor_centavos', { mode: 'bigint' }),
    percentual: integer('percentual'),
    minimo_centavos: bigint('minimo_centavos', { mode: 'bigint' }).notNull(),
    vigencia_inicio: date('vigencia_inicio').notNull(),
    vigencia_fim: date('vigencia_fim'),
    version: integer('version').notNull().default(1),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
    data_atualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    foreignKey({ columns: [t.id_escritorio, t.id_cliente], foreignColumns: [clientes.id_escritorio, clientes.id] }),
    check('cobranca_regras_minimo', sql`${t.minimo_centavos} >= 299`),
    check(
      'cobranca_regras_valor',
      sql`(${t.tipo} = 'fixo' and ${t.valor_centavos} >= 299) or (${t.tipo} = 'percentual' and ${t.percentual} >= 1)`,
    ),
  ],
)

/** A recurring-payment plan: a name and a monthly amount. */
export const pagamentoPlanos = pgTable(
  'pagamento_planos',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    valor_centavos: bigint('valor_centavos', { mode: 'bigint' }).notNull(),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    check('pagamento_planos_valor', sql`${t.valor_centavos} >= 299`),
  ],
)

/** A client's subscription to a plan, charged monthly on the card the provider's token stands for. */
export const assinaturas = pgTable(
  'assinaturas',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    id_cliente: integer('id_cliente').notNull(),
    id_plano: integer('id_plano').notNull(),
    status: text('status', { enum: ['ativa', 'suspensa', 'cancelada'] })
      .notNull()
      .default('ativa'),
    cartao_token: text('cartao_token').notNull(),
    inicio: date('inicio').notNull(),
    version: integer('version').notNull().default(1),
    criado_por: integer('criado_por').references(() => usuarios.id_interno),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    foreignKey({ columns: [t.id_escritorio, t.id_cliente], foreignColumns: [clientes.id_escritorio, clientes.id] }),
    foreignKey({
      columns: [t.id_escritorio, t.id_plano],
      foreignColumns: [pagamentoPlanos.id_escritorio, pagamentoPlanos.id],
    }),
  ],
)

/** A client's instalment plan: a total split into monthly charges that add up to it to the centavo. */
export const parcelamentos = pgTable(
  'parcelamentos',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    id_cliente: integer('id_cliente').notNull(),
    descricao: text('descricao').notNull(),
    valor_total_centavos: bigint('valor_total_centavos', { mode: 'bigint' }).notNull(),
    parcelas: integer('parcelas').notNull(),
    cartao_token: text('cartao_token').notNull(),
    status: text('status', { enum: ['ativo', 'quitado', 'cancelado'] })
      .notNull()
      .default('ativo'),
    criado_por: integer('criado_por').references(() => usuarios.id_interno),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    foreignKey({ columns: [t.id_escritorio, t.id_cliente], foreignColumns: [clientes.id_escritorio, clientes.id] }),
  ],
)

/**
 * One charge, whatever made it: a billing rule's month, a subscription's month or an instalment. Unique per
 * origin, instalment number and month, so generating a month twice adds nothing. Paid, it names the BPO
 * receivable that records it.
 */
export const cobrancas = pgTable(
  'cobrancas',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    origem: text('origem', { enum: ['regra', 'assinatura', 'parcela'] }).notNull(),
    id_origem: integer('id_origem').notNull(),
    numero: integer('numero').notNull().default(0),
    id_cliente: integer('id_cliente').notNull(),
    descricao: text('descricao').notNull(),
    competencia: date('competencia').notNull(),
    vencimento: date('vencimento').notNull(),
    valor_centavos: bigint('valor_centavos', { mode: 'bigint' }).notNull(),
    /** The assets figure a percentage rule was applied to. */
    base_centavos: bigint('base_centavos', { mode: 'bigint' }),
    status: text('status', { enum: ['pendente', 'paga', 'recusada', 'cancelada'] })
      .notNull()
      .default('pendente'),
    tentativas: integer('tentativas').notNull().default(0),
    ultimo_erro: text('ultimo_erro'),
    id_titulo: integer('id_titulo'),
    pago_em: timestamp('pago_em', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    foreignKey({ columns: [t.id_escritorio, t.id_cliente], foreignColumns: [clientes.id_escritorio, clientes.id] }),
    foreignKey({ columns: [t.id_escritorio, t.id_titulo], foreignColumns: [titulos.id_escritorio, titulos.id] }),
    uniqueIndex('cobrancas_origem_uq').on(t.id_escritorio, t.origem, t.id_origem, t.numero, t.competencia),
    index('cobrancas_competencia_idx').on(t.id_escritorio, t.competencia),
    check('cobrancas_valor', sql`${t.valor_centavos} > 0`),
  ],
)

/** historicoCobrancas: what happened to each charge, who did it and when. */
export const cobrancasEventos = pgTable(
  'cobrancas_eventos',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    id_cobranca: integer('id_cobranca').notNull(),
    acao: text('acao').notNull(),
    status: text('status').notNull(),
    id_usuario: integer('id_usuario').references(() => usuarios.id_interno),
    detalhe: text('detalhe'),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    foreignKey({ columns: [t.id_escritorio, t.id_cobranca], foreignColumns: [cobrancas.id_escritorio, cobrancas.id] }),
    index('cobrancas_eventos_em_idx').on(t.id_escritorio, t.em),
  ],
)
