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
  uuid,
} from 'drizzle-orm/pg-core'
import { cobrancas } from './billing'
import { titulos } from './bpo'
import { clientes, escritorios, usuarios } from './core'

// Billing (/bpo/faturamento, docs/invoicing.md): the service invoices the office issues to its own clients and
// their files (§3 faturamentoAnexos). Issued, an invoice names the BPO receivable that records it.

const office = () =>
  integer('id_escritorio')
    .notNull()
    .references(() => escritorios.id_escritorio)

/**
 * One service invoice: 'pendente' (to be issued), 'emitida' (number given, receivable created), 'cancelada'
 * (dropped before issue) or 'nota_cancelada' (issued, then cancelled with its receivable). Received is not stored:
 * it is the receivable paid in full, so the two never disagree.
 */
export const faturas = pgTable(
  'faturas',
  {
    id_escritorio: office(),
    /** Made on the device (an invoice may be created offline, through the outbox). */
    id: uuid('id').notNull(),
    id_cliente: integer('id_cliente').notNull(),
    competencia: date('competencia').notNull(),
    valor_centavos: bigint('valor_centavos', { mode: 'bigint' }).notNull(),
    descricao: text('descricao').notNull(),
    data_vencimento: date('data_vencimento').notNull(),
    situacao: text('situacao', { enum: ['pendente', 'emitida', 'cancelada', 'nota_cancelada'] })
      .notNull()
      .default('pendente'),
    numero: text('numero'),
    data_emissao: date('data_emissao'),
    id_titulo: integer('id_titulo'),
    /** The hiring rule's charge (/contratacoes) it was made from, if any. */
    id_cobranca: integer('id_cobranca'),
    version: integer('version').notNull().default(1),
    criado_por: integer('criado_por').references(() => usuarios.id_interno),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
    data_atualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    foreignKey({ columns: [t.id_escritorio, t.id_cliente], foreignColumns: [clientes.id_escritorio, clientes.id] }),
    foreignKey({ columns: [t.id_escritorio, t.id_titulo], foreignColumns: [titulos.id_escritorio, titulos.id] }),
    foreignKey({ columns: [t.id_escritorio, t.id_cobranca], foreignColumns: [cobrancas.id_escritorio, cobrancas.id] }),
    uniqueIndex('faturas_numero_uq').on(t.id_escritorio, t.numero).where(sql`numero is not null`),
    uniqueIndex('faturas_cobranca_uq')
      .on(t.id_escritorio, t.id_cobranca)
      .where(sql`id_cobranca is not null and situacao in ('pendente', 'emitida')`),
    index('faturas_competencia_idx').on(t.id_escritorio, t.competencia),
    check('faturas_valor', sql`${t.valor_centavos} > 0`),
    check('faturas_emitida', sql`${t.situacao} in ('pendente', 'cancelada') or ${t.numero} is not null`),
  ],
)

/** §3 faturamentoAnexos: the issued invoice's PDF or XML, its bytes in the content-addressed store. */
export const faturasAnexos = pgTable(
  'faturas_anexos',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    id_fatura: uuid('id_fatura').notNull(),
    nome_arquivo: text('nome_arquivo').notNull(),
    tipo: text('tipo', { enum: ['pdf', 'xml', 'png', 'jpg'] }).notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: text('sha256').notNull(),
    enviado_por: integer('enviado_por')
      .notNull()
      .references(() => usuarios.id_interno),
    enviado_em: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('faturas_anexos_fatura_idx').on(t.id_escritorio, t.id_fatura),
    foreignKey({ columns: [t.id_escritorio, t.id_fatura], foreignColumns: [faturas.id_escritorio, faturas.id] }),
  ],
)
