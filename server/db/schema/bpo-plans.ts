import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { titulos } from './bpo'
import { escritorios, usuarios } from './core'

// BPO financeiro 1/2, second part: the office's approval rules, recurring bills and the ERP tag history.

const office = () =>
  integer('id_escritorio')
    .notNull()
    .references(() => escritorios.id_escritorio)

/**
 * Who approves a payable and from which amount: a payable (or the instalment plan it belongs to) whose amount is
 * above `acima_de_centavos` waits for the approver of the highest such rule: the user named, or any gestor of the
 * office when none is named. Edited as a whole, under bpo_configuracao's version.
 */
export const bpoRegrasAprovacao = pgTable(
  'bpo_regras_aprovacao',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    acima_de_centavos: bigint('acima_de_centavos', { mode: 'bigint' }).notNull(),
    id_usuario: integer('id_usuario').references(() => usuarios.id_interno),
  },
  (t) => [primaryKey({ columns: [t.id_escritorio, t.id] })],
)

/**
 * A recurring bill: the template (`modelo`, the bill's fields but its dates) and the schedule. Occurrence n is due
 * on `base_vencimento` moved by (n − base_ocorrencia) periods (the day clamped to the month's end), its competence
 * likewise. Bills are generated up to 12 months ahead; `gerada_ate` is the last occurrence generated (a removed
 * occurrence is never generated again) and `proximo_vencimento` the next one's due date (null: the series ended).
 */
export const titulosRecorrencias = pgTable(
  'titulos_recorrencias',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tipo: text('tipo', { enum: ['pagar', 'receber'] }).notNull(),
    frequencia: text('frequencia').notNull(),
    fim: text('fim', { enum: ['nunca', 'apos', 'ate'] }).notNull(),
    fim_ocorrencias: integer('fim_ocorrencias'),
    fim_data: date('fim_data'),
    modelo: jsonb('modelo').notNull(),
    base_ocorrencia: integer('base_ocorrencia').notNull().default(1),
    base_vencimento: date('base_vencimento').notNull(),
    base_competencia: date('base_competencia').notNull(),
    gerada_ate: integer('gerada_ate').notNull().default(1),
    proximo_vencimento: date('proximo_vencimento'),
    encerrada: boolean('encerrada').notNull().default(false),
    /** Who set the template's payment data: the author of the occurrences' (titulos.dados_pagamento_por). */
    dados_pagamento_por: integer('dados_pagamento_por').references(() => usuarios.id_interno),
    version: integer('version').notNull().default(1),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('titulos_recorrencias_proximo_idx')
      .on(t.id_escritorio, t.tipo, t.proximo_vencimento)
      .where(sql`proximo_vencimento is not null`),
  ],
)

/** Every move of a bill through the ERP workflow (who, when, from, to, reason): the bill's history. */
export const titulosEtapas = pgTable(
  'titulos_etapas',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    id_titulo: integer('id_titulo').notNull(),
    de: text('de'),
    para: text('para'),
    motivo: text('motivo'),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_interno),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('titulos_etapas_titulo_idx').on(t.id_escritorio, t.id_titulo),
    foreignKey({
      columns: [t.id_escritorio, t.id_titulo],
      foreignColumns: [titulos.id_escritorio, titulos.id],
    }).onDelete('cascade'),
  ],
)

/**
 * The approvals of a payable's current round: one per approver (two distinct ones above the office's second
 * threshold). A change of what they covered, or a rejection, ends the round (the rows go).
 */
export const titulosAprovacoes = pgTable(
  'titulos_aprovacoes',
  {
    id_escritorio: office(),
    id_titulo: integer('id_titulo').notNull(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_interno),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id_titulo, t.id_usuario] }),
    foreignKey({
      columns: [t.id_escritorio, t.id_titulo],
      foreignColumns: [titulos.id_escritorio, titulos.id],
    }).onDelete('cascade'),
  ],
)

/**
 * Bill flags (server/modules/bpo/bill-flags.ts): a warning shown on a bill for a human to check before paying it,
 * e.g. its provider's bank data changed since it was registered. `id_usuario` is who caused it (never its
 * approver; null: the system); an approval of the bill after the flag resolves it.
 */
export const titulosAlertas = pgTable(
  'titulos_alertas',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    id_titulo: integer('id_titulo').notNull(),
    tipo: text('tipo').notNull(),
    mensagem: text('mensagem').notNull(),
    id_usuario: integer('id_usuario').references(() => usuarios.id_interno),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
    resolvido_em: timestamp('resolvido_em', { withTimezone: true }),
    resolvido_por: integer('resolvido_por').references(() => usuarios.id_interno),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('titulos_alertas_abertos_idx').on(t.id_escritorio, t.id_titulo).where(sql`resolvido_em is null`),
    foreignKey({
      columns: [t.id_escritorio, t.id_titulo],
      foreignColumns: [titulos.id_escritorio, titulos.id],
    }).onDelete('cascade'),
  ],
)
