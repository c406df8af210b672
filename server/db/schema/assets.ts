import {
  bigint,
  date,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { escritorios, usuarios } from './core'
import { tarefas } from './jobs'

// Client assets (/ativos, §3 Client asset row, Missing stock, Ticker change) and the fixed-income crawler's
// products (§3 Crawler state). The asset rows themselves are the clients' positions (`posicoes_clientes`).

const created = () => timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow()
const author = () => integer('criado_por').references(() => usuarios.id_interno)

/** §3 Missing stock: a ticker the cotization source does not know yet (platform-wide, kept by the staff). */
export const acoesFaltantes = pgTable(
  'acoes_faltantes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stock: text('stock').notNull(),
    criado_por: author(),
    data_criacao: created(),
  },
  (t) => [uniqueIndex('acoes_faltantes_stock_uq').on(t.stock)],
)

/** §3 Ticker change: a ticker renamed by the exchange (old_name → new_name), platform-wide. */
export const mudancasTicker = pgTable(
  'mudancas_ticker',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    old_name: text('old_name').notNull(),
    new_name: text('new_name').notNull(),
    criado_por: author(),
    data_criacao: created(),
  },
  (t) => [uniqueIndex('mudancas_ticker_old_uq').on(t.old_name)],
)

/** Fixed-income products read by the crawler (crawler/products/xp/rf) for an office; one row per source code. */
export const produtosRf = pgTable(
  'produtos_rf',
  {
    id_escritorio: integer('id_escritorio')
      .notNull()
      .references(() => escritorios.id_escritorio),
    id: integer('id').generatedAlwaysAsIdentity(),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    emissor: text('emissor').notNull(),
    tipo: text('tipo').notNull(),
    indexador: text('indexador').notNull(),
    taxa: text('taxa').notNull(),
    vencimento: date('vencimento').notNull(),
    preco_unitario_centavos: bigint('preco_unitario_centavos', { mode: 'bigint' }).notNull(),
    aplicacao_minima_centavos: bigint('aplicacao_minima_centavos', { mode: 'bigint' }).notNull(),
    /** The crawler run (its durable job) that read it last. */
    id_tarefa: uuid('id_tarefa').notNull(),
    data_atualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('produtos_rf_codigo_uq').on(t.id_escritorio, t.codigo),
    foreignKey({ columns: [t.id_escritorio, t.id_tarefa], foreignColumns: [tarefas.id_escritorio, tarefas.id] }),
  ],
)
