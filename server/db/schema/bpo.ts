import { sql } from 'drizzle-orm'
import { boolean, foreignKey, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { escritorios } from './core'
import { categorias } from './financial'

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
