import { sql } from 'drizzle-orm'
import {
  bigint,
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
import { departamentos, fornecedores } from './bpo'
import { escritorios } from './core'
import { categorias, contasCorrentes } from './financial'

// Bank statements of the office's checking accounts (/bpo/extrato) and their reconciliation (docs/bpo-statements.md).

const office = () =>
  integer('id_escritorio')
    .notNull()
    .references(() => escritorios.id_escritorio)
const created = () => timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow()
const account = (t: { id_escritorio: PgColumn; id_conta_corrente: PgColumn }) =>
  foreignKey({
    columns: [t.id_escritorio, t.id_conta_corrente],
    foreignColumns: [contasCorrentes.id_escritorio, contasCorrentes.id],
  })

/** One applied import of an OFX or CNAB file into a checking account. */
export const extratosImportacoes = pgTable(
  'extratos_importacoes',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    id_conta_corrente: integer('id_conta_corrente').notNull(),
    nome_arquivo: text('nome_arquivo').notNull(),
    formato: text('formato', { enum: ['ofx', 'cnab240', 'cnab400'] }).notNull(),
    banco: text('banco'),
    novas: integer('novas').notNull(),
    duplicadas: integer('duplicadas').notNull(),
    ilegiveis: integer('ilegiveis').notNull(),
    id_usuario: integer('id_usuario'),
    data_criacao: created(),
  },
  (t) => [primaryKey({ columns: [t.id_escritorio, t.id] }), account(t)],
)

/**
 * Statement lines (movements only: balance pseudo-rows become `extratos_saldos`). `chave` is the bank's id or a
 * synthetic one (unique per account: a re-import adds nothing). A reconciled line says with what: a bill's payment
 * it made ('titulo'), a ledger entry already there ('lancamento'), an entry created from it ('criado') or a transfer
 * entry ('transferencia').
 */
export const extratosLinhas = pgTable(
  'extratos_linhas',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    id_conta_corrente: integer('id_conta_corrente').notNull(),
    id_importacao: integer('id_importacao'),
    data: date('data').notNull(),
    valor_centavos: bigint('valor_centavos', { mode: 'bigint' }).notNull(),
    descricao: text('descricao').notNull(),
    documento: text('documento'),
    chave: text('chave').notNull(),
    conciliacao: text('conciliacao', { enum: ['titulo', 'lancamento', 'criado', 'transferencia'] }),
    id_titulo: integer('id_titulo'),
    id_pagamento: integer('id_pagamento'),
    id_lancamento: bigint('id_lancamento', { mode: 'number' }),
    /** The bill's ERP step before reconciling, put back by an undo. */
    etapa_anterior: text('etapa_anterior'),
    /** The other line of a transfer between the office's own accounts. */
    id_linha_par: integer('id_linha_par'),
    conciliado_por: integer('conciliado_por'),
    conciliado_em: timestamp('conciliado_em', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('extratos_linhas_chave_uq').on(t.id_escritorio, t.id_conta_corrente, t.chave),
    index('extratos_linhas_data_idx').on(t.id_escritorio, t.id_conta_corrente, t.data),
    index('extratos_linhas_abertas_idx').on(t.id_escritorio, t.valor_centavos, t.data).where(sql`conciliacao is null`),
    index('extratos_linhas_lancamento_idx').on(t.id_escritorio, t.id_lancamento).where(sql`id_lancamento is not null`),
    account(t),
  ],
)

/**
 * Balances the bank declared, per account and date (the close of that day): OFX LEDGERBAL and 'Saldo anterior' /
 * 'Saldo do dia' pseudo-rows, CNAB 240's opening balance.
 */
export const extratosSaldos = pgTable(
  'extratos_saldos',
  {
    id_escritorio: office(),
    id_conta_corrente: integer('id_conta_corrente').notNull(),
    data: date('data').notNull(),
    valor_centavos: bigint('valor_centavos', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_escritorio, t.id_conta_corrente, t.data] }), account(t)],
)

/** The office's reconciliation rules: a keyword in the memo fills category, cost centre and counterpart. */
export const extratosRegras = pgTable(
  'extratos_regras',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    palavra: text('palavra').notNull(),
    id_categoria: integer('id_categoria').notNull(),
    id_departamento: integer('id_departamento'),
    id_fornecedor: integer('id_fornecedor'),
    data_criacao: created(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('extratos_regras_palavra_uq').on(t.id_escritorio, sql`lower(${t.palavra})`),
    foreignKey({
      columns: [t.id_escritorio, t.id_categoria],
      foreignColumns: [categorias.id_escritorio, categorias.id],
    }),
    foreignKey({
      columns: [t.id_escritorio, t.id_departamento],
      foreignColumns: [departamentos.id_escritorio, departamentos.id],
    }),
    foreignKey({
      columns: [t.id_escritorio, t.id_fornecedor],
      foreignColumns: [fornecedores.id_escritorio, fornecedores.id],
    }),
  ],
)
