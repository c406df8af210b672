import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
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
import { escritorios, profissionais } from './core'
import { areasReceita, equipes } from './financial'

const office = () =>
  integer('id_escritorio')
    .notNull()
    .references(() => escritorios.id_escritorio)

/** One tier of a commission rule: from `a_partir_de_centavos` of the month's base, `percentual_bp` applies. */
export type StoredTier = { a_partir_de_centavos: string; percentual_bp: number }
/** One advisor's part of a team rule, in basis points of the whole (the parts sum to 10 000). */
export type StoredSplit = { id_profissional: number; parte_bp: number }

/**
 * Commission models (modelosPlanilhas, DESIGN §7): who (advisor, team or everyone), on what (a revenue area
 * or all), from/to which month, the percentage in basis points of a percent (1 = 0,01 %) over gross or net
 * revenue by tier, a guaranteed minimum, the clawback of reversed revenue and a team split.
 */
export const comissoesRegras = pgTable(
  'comissoes_regras',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    id_area_receita: integer('id_area_receita'),
    id_profissional: integer('id_profissional'),
    id_equipe: integer('id_equipe'),
    base: text('base', { enum: ['bruta', 'liquida'] }).notNull(),
    faixas: jsonb('faixas').$type<StoredTier[]>().notNull(),
    minimo_centavos: bigint('minimo_centavos', { mode: 'bigint' }).notNull().default(sql`0`),
    estorno: boolean('estorno').notNull().default(true),
    divisao: jsonb('divisao').$type<StoredSplit[]>().notNull().default([]),
    /** First month of validity (day 1) and last month (day 1, inclusive), or open-ended. */
    vigencia_inicio: date('vigencia_inicio').notNull(),
    vigencia_fim: date('vigencia_fim'),
    version: integer('version').notNull().default(1),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
    data_atualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    foreignKey({
      columns: [t.id_escritorio, t.id_area_receita],
      foreignColumns: [areasReceita.id_escritorio, areasReceita.id],
    }),
    foreignKey({
      columns: [t.id_escritorio, t.id_profissional],
      foreignColumns: [profissionais.id_escritorio, profissionais.id],
    }),
    foreignKey({ columns: [t.id_escritorio, t.id_equipe], foreignColumns: [equipes.id_escritorio, equipes.id] }),
    check('comissoes_regras_um_escopo', sql`${t.id_profissional} is null or ${t.id_equipe} is null`),
    check('comissoes_regras_vigencia', sql`${t.vigencia_fim} is null or ${t.vigencia_fim} >= ${t.vigencia_inicio}`),
  ],
)

/**
 * A computed month: 'aberta' (can be recomputed) or 'aprovada' (locked; its commissions are in the ledger
 * under `id_versao`, removed again when a gestor reopens it).
 */
export const comissoesMeses = pgTable(
  'comissoes_meses',
  {
    id_escritorio: office(),
    mes: date('mes').notNull(),
    status: text('status', { enum: ['aberta', 'aprovada'] }).notNull(),
    total_centavos: bigint('total_centavos', { mode: 'bigint' }).notNull(),
    id_versao: integer('id_versao'),
    calculado_em: timestamp('calculado_em', { withTimezone: true }).notNull().defaultNow(),
    aprovado_em: timestamp('aprovado_em', { withTimezone: true }),
    id_usuario_aprovacao: integer('id_usuario_aprovacao'),
    version: integer('version').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.id_escritorio, t.mes] })],
)

/** The lines of a computed month: one per advisor × rule × revenue area (plus minimum complements). */
export const comissoesLinhas = pgTable(
  'comissoes_linhas',
  {
    id_escritorio: office(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    mes: date('mes').notNull(),
    id_profissional: integer('id_profissional').notNull(),
    id_regra: integer('id_regra').notNull(),
    /** The rule's name when computed (the rule may be edited or removed later). */
    regra: text('regra').notNull(),
    id_area_receita: integer('id_area_receita'),
    id_equipe: integer('id_equipe'),
    tipo: text('tipo', { enum: ['comissao', 'minimo', 'divisao'] }).notNull(),
    base_centavos: bigint('base_centavos', { mode: 'bigint' }).notNull(),
    percentual_bp: integer('percentual_bp').notNull(),
    valor_centavos: bigint('valor_centavos', { mode: 'bigint' }).notNull(),
    observacoes: text('observacoes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('comissoes_linhas_mes_idx').on(t.id_escritorio, t.mes, t.id_profissional),
    foreignKey({
      columns: [t.id_escritorio, t.mes],
      foreignColumns: [comissoesMeses.id_escritorio, comissoesMeses.mes],
    }).onDelete('cascade'),
  ],
)
