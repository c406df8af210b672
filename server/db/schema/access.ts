import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { escritorios, usuarios } from './core'

const created = { data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow() }
const updated = { data_atualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow() }
const office = () =>
  integer('id_escritorio')
    .notNull()
    .references(() => escritorios.id_escritorio)

/** §3 office_data fields that `escritorios` does not hold (one row per office). */
export const escritoriosCadastro = pgTable('escritorios_cadastro', {
  id_escritorio: office().primaryKey(),
  login: text('login').notNull(),
  cpf: text('cpf'),
  telefone: text('telefone'),
  nome_responsavel: text('nome_responsavel'),
  nome_bucket: text('nome_bucket'),
  email_escritorio: text('email_escritorio').notNull(),
  sufixo_email_escritorio: text('sufixo_email_escritorio'),
  subdominio_escritorio: text('subdominio_escritorio'),
  version: integer('version').notNull().default(1),
  ...created,
  ...updated,
})

export type ThemeColors = {
  primaria?: string
  secundaria?: string
  nav_bg?: string
  nav_fg?: string
  classes?: Record<string, string>
  bancos?: Record<string, string>
}

/** §3 office theme: colours and the sha256 of the logo, favicon and login background in the file store. */
export const escritoriosTema = pgTable('escritorios_tema', {
  id_escritorio: office().primaryKey(),
  cores: jsonb('cores').$type<ThemeColors>().notNull().default({}),
  logo: text('logo'),
  favicon: text('favicon'),
  fundo_login: text('fundo_login'),
  version: integer('version').notNull().default(1),
  ...updated,
})

/** Content-addressed files under DATA_DIR/files/<sha256>. */
export const arquivos = pgTable('arquivos', {
  sha256: text('sha256').primaryKey(),
  tipo: text('tipo').notNull(),
  tamanho: integer('tamanho').notNull(),
  nome: text('nome').notNull(),
  ...created,
})

/** §3 office permission: a missing row means the office has the feature. */
export const escritoriosPermissoes = pgTable(
  'escritorios_permissoes',
  {
    id_escritorio: office(),
    funcionalidade: text('funcionalidade').notNull(),
    possui_acesso: boolean('possui_acesso').notNull(),
    ...updated,
  },
  (t) => [primaryKey({ columns: [t.id_escritorio, t.funcionalidade] })],
)

/** Default partner data of an office (§7 "default partner data"), generated on request. */
export const dadosParceiro = pgTable('dados_parceiro', {
  id_escritorio: office().primaryKey(),
  dados: jsonb('dados').$type<Record<string, string>>().notNull(),
  ...created,
})

/** §3 disclaimers (codigo, texto), per office. */
export const disclaimers = pgTable(
  'disclaimers',
  {
    id_escritorio: office(),
    codigo: text('codigo').notNull(),
    texto: text('texto').notNull(),
    version: integer('version').notNull().default(1),
    ...updated,
  },
  (t) => [primaryKey({ columns: [t.id_escritorio, t.codigo] })],
)

/** Reports (services) released to professionals. */
export const relatoriosLiberados = pgTable(
  'relatorios_liberados',
  {
    id_escritorio: office(),
    id_profissional: integer('id_profissional').notNull(),
    servico: text('servico').notNull(),
    liberado_por: integer('liberado_por').references(() => usuarios.id_interno),
    ...created,
  },
  (t) => [primaryKey({ columns: [t.id_escritorio, t.id_profissional, t.servico] })],
)

/** 'send-email-dados-equipe' requests: stored, never sent from this machine. */
export const enviosDadosEquipe = pgTable(
  'envios_dados_equipe',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_interno),
    destinatarios: text('destinatarios').notNull(),
    mensagem: text('mensagem').notNull().default(''),
    ...created,
  },
  (t) => [primaryKey({ columns: [t.id_escritorio, t.id] })],
)

/** Client positions: one row per asset, with the fields still missing (§3 Client asset row, §4). */
export const posicoesClientes = pgTable(
  'posicoes_clientes',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    id_cliente: integer('id_cliente').notNull(),
    nome_ativo: text('nome_ativo').notNull(),
    referencia: text('referencia'),
    tipo: text('tipo').notNull(),
    classe: text('classe').notNull(),
    valor_centavos: bigint('valor_centavos', { mode: 'bigint' }).notNull(),
    campos_faltantes: jsonb('campos_faltantes').$type<string[]>().notNull().default([]),
    data_atualizacao_cotizacao: timestamp('data_atualizacao_cotizacao', { withTimezone: true }),
    data_atualizacao_crawler: timestamp('data_atualizacao_crawler', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('posicoes_clientes_cliente_idx').on(t.id_escritorio, t.id_cliente),
  ],
)

/** §3 client communication: nome, conteudo (list of text). */
export const comunicadosClientes = pgTable(
  'comunicados_clientes',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    id_cliente: integer('id_cliente').notNull(),
    nome: text('nome').notNull(),
    conteudo: jsonb('conteudo').$type<string[]>().notNull(),
    id_autor: integer('id_autor').references(() => usuarios.id_interno),
    ...created,
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('comunicados_clientes_cliente_idx').on(t.id_escritorio, t.id_cliente),
  ],
)
