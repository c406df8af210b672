import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

const timestamps = {
  data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
  data_atualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
}

/** An office (escritório): the tenant. */
export const escritorios = pgTable(
  'escritorios',
  {
    id_escritorio: serial('id_escritorio').primaryKey(),
    nome_escritorio: text('nome_escritorio').notNull(),
    cnpj: text('cnpj'),
    cidade: text('cidade'),
    logo_name: text('logo_name'),
    whitelabel: boolean('whitelabel').notNull().default(false),
    /** The office asks its gestores for the second sign-in factor (staff always have it). */
    exigir_segundo_fator_gestores: boolean('exigir_segundo_fator_gestores').notNull().default(false),
    cores: jsonb('cores').$type<{ primaria: string; secundaria: string }>(),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('escritorios_cnpj_uq').on(t.cnpj)],
)

/** Login accounts: platform staff (no office), office professionals and clients. */
export const usuarios = pgTable(
  'usuarios',
  {
    id_interno: serial('id_interno').primaryKey(),
    email: text('email').notNull(),
    nome: text('nome').notNull(),
    senha_hash: text('senha_hash').notNull(),
    tipo_usuario: text('tipo_usuario').notNull(),
    id_escritorio: integer('id_escritorio').references(() => escritorios.id_escritorio),
    id_profissional: integer('id_profissional'),
    id_cliente: integer('id_cliente'),
    parametrizar: boolean('parametrizar').notNull().default(false),
    ativo: boolean('ativo').notNull().default(true),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('usuarios_email_uq').on(sql`lower(${t.email})`)],
)

/**
 * Opaque session tokens, stored as sha256 hashes. `id` names a session to its user (the list, 'Encerrar');
 * `ultimo_uso` and `endereco` are refreshed at most once a minute; `escopo` 'inscricao' is a session that may only
 * enrol the second factor (staff who have none yet).
 */
export const sessoes = pgTable(
  'sessoes',
  {
    token_hash: text('token_hash').primaryKey(),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_interno),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    revogada_em: timestamp('revogada_em', { withTimezone: true }),
    user_agent: text('user_agent'),
    endereco: text('endereco'),
    ultimo_uso: timestamp('ultimo_uso', { withTimezone: true }).notNull().defaultNow(),
    escopo: text('escopo'),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
    /** A view (views/client, views/professional): the session of who opened it; the view lives only while it does. */
    sessao_origem: text('sessao_origem'),
  },
  (t) => [index('sessoes_usuario_idx').on(t.id_usuario), uniqueIndex('sessoes_id_uq').on(t.id)],
)

/** Failed logins per address and e-mail, shared by every server process on the database (10 per 15 min). */
export const tentativasLogin = pgTable(
  'tentativas_login',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    chave: text('chave').notNull(),
    em: timestamp('em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tentativas_login_chave_idx').on(t.chave, t.em)],
)

export const profissionais = pgTable(
  'profissionais',
  {
    id_escritorio: integer('id_escritorio')
      .notNull()
      .references(() => escritorios.id_escritorio),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome: text('nome').notNull(),
    email: text('email'),
    cargo: text('cargo').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('profissionais_email_uq').on(t.id_escritorio, sql`lower(${t.email})`),
  ],
)

export const clientes = pgTable(
  'clientes',
  {
    id_escritorio: integer('id_escritorio')
      .notNull()
      .references(() => escritorios.id_escritorio),
    id: integer('id').generatedAlwaysAsIdentity(),
    nome_cliente: text('nome_cliente').notNull(),
    email: text('email'),
    /** Masked '000.000.000-00'; one client per CPF in an office. */
    cpf: text('cpf'),
    telefone: text('telefone'),
    id_profissional: integer('id_profissional'),
    id_cadastro_cliente: integer('id_cadastro_cliente'),
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('clientes_prof_idx').on(t.id_escritorio, t.id_profissional),
    uniqueIndex('clientes_cpf_uq').on(t.id_escritorio, t.cpf),
  ],
)

/** System notifications (professionals) and communications (clients), per recipient user. */
export const notificacoes = pgTable(
  'notificacoes',
  {
    id: serial('id').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_interno),
    tipo: text('tipo').notNull().default('default'),
    titulo: text('titulo').notNull(),
    corpo: text('corpo').notNull(),
    rota: text('rota'),
    lida: boolean('lida').notNull().default(false),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notificacoes_usuario_idx').on(t.id_usuario, t.lida),
    // The panel's pages, newest first and then older than a cursor (data_criacao, id): this index read backwards.
    index('notificacoes_usuario_recentes_idx').on(t.id_usuario, t.data_criacao, t.id),
  ],
)

/** The office a user has selected in the top bar, mirrored on the server (§4 "Office selection"). */
export const filtrosEscritorio = pgTable('filtros_escritorio', {
  id_usuario: integer('id_usuario')
    .primaryKey()
    .references(() => usuarios.id_interno),
  id_escritorio: integer('id_escritorio').references(() => escritorios.id_escritorio),
  data_atualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
})

/** Who changed what and when. */
export const auditoria = pgTable(
  'auditoria',
  {
    id: serial('id').primaryKey(),
    id_escritorio: integer('id_escritorio'),
    id_usuario: integer('id_usuario'),
    acao: text('acao').notNull(),
    entidade: text('entidade').notNull(),
    id_entidade: text('id_entidade'),
    antes: jsonb('antes'),
    depois: jsonb('depois'),
    data_registro: timestamp('data_registro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auditoria_escritorio_idx').on(t.id_escritorio, t.data_registro)],
)

/** Answers of mutations sent with an Idempotency-Key: a repeat gets the stored answer and changes nothing. */
export const idempotencia = pgTable(
  'idempotencia',
  {
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_interno),
    chave: text('chave').notNull(),
    id_escritorio: integer('id_escritorio'),
    metodo: text('metodo').notNull(),
    rota: text('rota').notNull(),
    status: integer('status').notNull(),
    resposta: jsonb('resposta').notNull(),
    /** sha256 of method, path and body: the same key with another request is refused. */
    hash_requisicao: text('hash_requisicao'),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id_usuario, t.chave] }), index('idempotencia_data_idx').on(t.data_criacao)],
)

/** 'Enviar sugestão' (§7 Suggestion POST: report, subject, interno, simulacao, origem). */
export const sugestoes = pgTable('sugestoes', {
  id: text('id').primaryKey(),
  id_usuario: integer('id_usuario')
    .notNull()
    .references(() => usuarios.id_interno),
  id_escritorio: integer('id_escritorio'),
  subject: text('subject').notNull(),
  report: text('report').notNull().default(''),
  interno: boolean('interno').notNull().default(false),
  simulacao: boolean('simulacao').notNull().default(false),
  origem: text('origem'),
  version: integer('version').notNull().default(1),
  data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
})
