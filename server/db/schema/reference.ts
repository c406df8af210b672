import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

// Platform-wide reference tables that the staff keep by hand through the generic tables (/dados_gerais).

const updated = () => timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow()

/** Banks (COMPE code, name, ISPB) with the TED fee the offices are charged, in centavos. */
export const bancos = pgTable(
  'bancos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    ispb: text('ispb'),
    tarifa_ted_centavos: bigint('tarifa_ted_centavos', { mode: 'bigint' }).notNull().default(sql`0`),
    ativo: boolean('ativo').notNull().default(true),
    data_atualizacao: updated(),
  },
  (t) => [uniqueIndex('bancos_codigo_uq').on(t.codigo)],
)

/** Market reference rates (CDI, SELIC, IPCA…) by date: the yearly rate in percent and the daily factor. */
export const indicesReferencia = pgTable(
  'indices_referencia',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    indice: text('indice').notNull(),
    data_referencia: date('data_referencia').notNull(),
    taxa_anual: doublePrecision('taxa_anual').notNull(),
    fator_diario: doublePrecision('fator_diario'),
    dias_uteis: integer('dias_uteis'),
    publicado_em: timestamp('publicado_em', { withTimezone: true }),
    data_atualizacao: updated(),
  },
  (t) => [uniqueIndex('indices_referencia_uq').on(t.indice, t.data_referencia)],
)
