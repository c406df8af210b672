import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { dreEmailStatuses } from '../../../src/contracts/dre-email-status'
import { escritorios } from './core'

const office = () =>
  integer('id_escritorio')
    .notNull()
    .references(() => escritorios.id_escritorio)
const created = () => timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow()

const base = () => ({
  id_escritorio: office(),
  id: integer('id').generatedAlwaysAsIdentity(),
  nome: text('nome').notNull(),
  ativo: boolean('ativo').notNull().default(true),
  data_criacao: created(),
})

/** Legal entities (PJs) of the office. */
export const pjs = pgTable('pjs', { ...base(), cnpj: text('cnpj') }, (t) => [
  primaryKey({ columns: [t.id_escritorio, t.id] }),
])
export const equipes = pgTable('equipes', base(), (t) => [primaryKey({ columns: [t.id_escritorio, t.id] })])
/** Branches: DRE dimension (dre-filial) and BPO register (Filiais); `version` for optimistic concurrency. */
export const filiais = pgTable(
  'filiais',
  { ...base(), cidade: text('cidade'), version: integer('version').notNull().default(1) },
  (t) => [primaryKey({ columns: [t.id_escritorio, t.id] })],
)
/** Revenue areas, which are also the "products" of the DRE by product (dre-produto). */
export const areasReceita = pgTable('areas_receita', base(), (t) => [primaryKey({ columns: [t.id_escritorio, t.id] })])
/** Checking accounts: DFC balances and BPO register (Contas). `banco` is the 3-digit bank code. */
export const contasCorrentes = pgTable(
  'contas_correntes',
  {
    ...base(),
    banco: text('banco'),
    agencia: text('agencia'),
    conta: text('conta'),
    version: integer('version').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.id_escritorio, t.id] })],
)

/**
 * Lines of the management DRE, configurable per office. A 'lancamento' line sums its categories;
 * a 'subtotal' line is the running sum of every 'lancamento' line above it (amounts are signed).
 */
export const linhasResultado = pgTable(
  'linhas_resultado',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    codigo: text('codigo').notNull(),
    nome: text('nome').notNull(),
    tipo: text('tipo', { enum: ['lancamento', 'subtotal'] }).notNull(),
    ordem: integer('ordem').notNull(),
    version: integer('version').notNull().default(1),
    data_criacao: created(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('linhas_resultado_codigo_uq').on(t.id_escritorio, t.codigo),
  ],
)

/** Chart of accounts: each category feeds one DRE line and one DFC group; ignored ones (§9) feed neither. */
export const categorias = pgTable(
  'categorias',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    id_linha_resultado: integer('id_linha_resultado'),
    grupo_dfc: text('grupo_dfc', { enum: ['operacional', 'investimento', 'financiamento', 'transferencia'] }),
    ignorada: boolean('ignorada').notNull().default(false),
    /** Shared cost: entries without professional / area / branch are apportioned by the office's metrics. */
    rateavel: boolean('rateavel').notNull().default(false),
    version: integer('version').notNull().default(1),
    data_criacao: created(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('categorias_nome_uq').on(t.id_escritorio, sql`lower(${t.nome})`),
    foreignKey({
      columns: [t.id_escritorio, t.id_linha_resultado],
      foreignColumns: [linhasResultado.id_escritorio, linhasResultado.id],
    }),
  ],
)

/** Apportionment weights (rateio) per professional, revenue area or branch. */
export const metricasRateio = pgTable(
  'metricas_rateio',
  {
    id_escritorio: office(),
    dimensao: text('dimensao', { enum: ['profissional', 'area_receita', 'filial'] }).notNull(),
    id_alvo: integer('id_alvo').notNull(),
    peso: integer('peso').notNull(),
  },
  (t) => [primaryKey({ columns: [t.id_escritorio, t.dimensao, t.id_alvo] })],
)

/**
 * An import (or the seed) is a version. 'temporaria' awaits review; publishing makes its entries current
 * and retires the imported entries of the months it covers; 'descartada' was thrown away.
 */
export const versoes = pgTable(
  'versoes',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    status: text('status', { enum: ['temporaria', 'publicada', 'descartada'] }).notNull(),
    nome_arquivo: text('nome_arquivo').notNull(),
    linhas: integer('linhas').notNull(),
    competencia_inicio: date('competencia_inicio').notNull(),
    competencia_fim: date('competencia_fim').notNull(),
    id_usuario: integer('id_usuario'),
    data_criacao: created(),
    data_publicacao: timestamp('data_publicacao', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.id_escritorio, t.id] }), index('versoes_status_idx').on(t.id_escritorio, t.status)],
)

/**
 * The ledger. `valor_centavos` is signed: revenue positive, expense negative. `situacao` is denormalised
 * from the version so the DRE reads one table: 'atual' (the current DRE), 'temporaria' (under review),
 * 'historica' (replaced by a later version) or 'descartada'.
 */
export const lancamentos = pgTable(
  'lancamentos',
  {
    id_escritorio: office(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** The imported version an entry came with; null for BPO postings (a bill's payment), which no version replaces. */
    id_versao: integer('id_versao'),
    situacao: text('situacao', { enum: ['atual', 'temporaria', 'historica', 'descartada'] }).notNull(),
    data_competencia: date('data_competencia').notNull(),
    data_pagamento: date('data_pagamento'),
    valor_centavos: bigint('valor_centavos', { mode: 'bigint' }).notNull(),
    id_categoria: integer('id_categoria').notNull(),
    id_pj: integer('id_pj'),
    id_profissional: integer('id_profissional'),
    id_area_receita: integer('id_area_receita'),
    id_filial: integer('id_filial'),
    id_equipe: integer('id_equipe'),
    id_conta_corrente: integer('id_conta_corrente'),
    /** The client a commission (repasse) entry refers to, when known (BPO postings); not in the roll-up. */
    id_cliente: integer('id_cliente'),
    fornecedor: text('fornecedor'),
    /** The supplier's CPF (11 digits) or CNPJ (14 characters), digits only, without a mask. */
    cpf_cnpj_fornecedor: text('cpf_cnpj_fornecedor'),
    descricao: text('descricao'),
    origem: text('origem', { enum: ['import', 'manual', 'bpo', 'comissao'] }).notNull(),
    /** The bill payment (titulos_pagamentos) a BPO posting came from: undoing the payment removes it. */
    id_pagamento_titulo: integer('id_pagamento_titulo'),
    data_criacao: created(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('lancamentos_dre_idx').on(t.id_escritorio, t.situacao, t.data_competencia),
    index('lancamentos_caixa_idx').on(t.id_escritorio, t.situacao, t.data_pagamento),
    index('lancamentos_versao_idx').on(t.id_escritorio, t.id_versao),
    index('lancamentos_pagamento_titulo_idx')
      .on(t.id_escritorio, t.id_pagamento_titulo)
      .where(sql`id_pagamento_titulo is not null`),
    foreignKey({ columns: [t.id_escritorio, t.id_versao], foreignColumns: [versoes.id_escritorio, versoes.id] }),
    foreignKey({
      columns: [t.id_escritorio, t.id_categoria],
      foreignColumns: [categorias.id_escritorio, categorias.id],
    }),
  ],
)

/** DFC opening balances ('inicial') and adjustments ('ajuste') per checking account and month. */
export const saldosDfc = pgTable(
  'saldos_dfc',
  {
    id_escritorio: office(),
    id_conta_corrente: integer('id_conta_corrente').notNull(),
    mes: date('mes').notNull(),
    tipo: text('tipo', { enum: ['inicial', 'ajuste'] }).notNull(),
    valor_centavos: bigint('valor_centavos', { mode: 'bigint' }).notNull(),
    descricao: text('descricao'),
    data_atualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id_conta_corrente, t.mes, t.tipo] }),
    foreignKey({
      columns: [t.id_escritorio, t.id_conta_corrente],
      foreignColumns: [contasCorrentes.id_escritorio, contasCorrentes.id],
    }),
  ],
)

/**
 * Monthly roll-up of the ledger, kept exact by statement-level triggers on `lancamentos` (migration
 * 0003_financial_rollup): one row per office × situation × version × origin × competence month × category ×
 * dimensions. The DRE reads it instead of the raw entries; the raw entries stay the source of truth.
 */
export const lancamentosMensais = pgTable(
  'lancamentos_mensais',
  {
    id_escritorio: office(),
    situacao: text('situacao').notNull(),
    id_versao: integer('id_versao'),
    origem: text('origem').notNull(),
    mes: date('mes').notNull(),
    id_categoria: integer('id_categoria').notNull(),
    id_pj: integer('id_pj'),
    id_profissional: integer('id_profissional'),
    id_area_receita: integer('id_area_receita'),
    id_filial: integer('id_filial'),
    id_equipe: integer('id_equipe'),
    valor_centavos: bigint('valor_centavos', { mode: 'bigint' }).notNull(),
    quantidade: integer('quantidade').notNull(),
  },
  (t) => [
    unique('lancamentos_mensais_uq')
      .on(
        t.id_escritorio,
        t.situacao,
        t.mes,
        t.id_versao,
        t.origem,
        t.id_categoria,
        t.id_pj,
        t.id_profissional,
        t.id_area_receita,
        t.id_filial,
        t.id_equipe,
      )
      .nullsNotDistinct(),
    index('lancamentos_mensais_vazios_idx').on(t.id_escritorio).where(sql`quantidade = 0`),
  ],
)

/**
 * DRE e-mail send requests (reports sender): each one is a durable job (`id_tarefa`) that builds the DRE XLSX and
 * sends it over SMTP; `status` and `mensagem` are what the DRE page's history shows.
 */
export const enviosDre = pgTable(
  'envios_dre',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    agrupamento: text('agrupamento').notNull(),
    competencia_inicio: text('competencia_inicio').notNull(),
    competencia_fim: text('competencia_fim').notNull(),
    destinatarios: text('destinatarios').array().notNull(),
    status: text('status', { enum: dreEmailStatuses }).notNull().default('na_fila'),
    mensagem: text('mensagem'),
    tentativas: integer('tentativas').notNull().default(0),
    id_tarefa: uuid('id_tarefa'),
    id_usuario: integer('id_usuario'),
    data_criacao: created(),
    enviado_em: timestamp('enviado_em', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.id_escritorio, t.id] })],
)

/** The office's recipients of DRE reports (e-mails stored lower-cased, unique per office). */
export const destinatariosEmails = pgTable(
  'escritorio_destinatario_emails',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    nome: text('nome'),
    version: integer('version').notNull().default(1),
    data_criacao: created(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('escritorio_destinatario_emails_uq').on(t.id_escritorio, t.email),
  ],
)
