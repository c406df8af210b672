import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { escritorios, usuarios } from './core'

const office = () =>
  integer('id_escritorio')
    .notNull()
    .references(() => escritorios.id_escritorio)
const user = (name: string) =>
  integer(name)
    .notNull()
    .references(() => usuarios.id_interno)

/**
 * Files of an office's data room that are not monthly or daily uploads: the repository (files the platform's staff
 * share with the office) and the strategy bases. Sending a file of the same name again adds version 2, 3, …
 */
export const dataroomArquivos = pgTable(
  'dataroom_arquivos',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    tipo: text('tipo', { enum: ['repositorio', 'base_estrategia'] }).notNull(),
    nome_arquivo: text('nome_arquivo').notNull(),
    versao: integer('versao').notNull(),
    formato: text('formato').notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: text('sha256').notNull(),
    descricao: text('descricao'),
    enviado_por: user('enviado_por'),
    enviado_em: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('dataroom_arquivos_versao_uq').on(t.id_escritorio, t.tipo, sql`lower(${t.nome_arquivo})`, t.versao),
  ],
)

/** Staff's comments on an office (§7 escritorio-comentarios): who wrote what, when. */
export const escritorioComentarios = pgTable(
  'escritorio_comentarios',
  {
    id: serial('id').primaryKey(),
    id_escritorio: office(),
    comentario: text('comentario').notNull(),
    autor: user('autor'),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('escritorio_comentarios_ix').on(t.id_escritorio, t.criado_em)],
)

/**
 * The monthly consolidation of an office (§7 notebooks/consolidacao-mensal): per month, the latest run's state and
 * what it found per category of the month's processed uploads.
 */
export const consolidacoesMensais = pgTable(
  'consolidacoes_mensais',
  {
    id_escritorio: office(),
    /** YYYY-MM. */
    competencia: text('competencia').notNull(),
    estado: text('estado', { enum: ['executando', 'concluida', 'erro'] }).notNull(),
    resumo: jsonb('resumo'),
    mensagem: text('mensagem'),
    id_tarefa: uuid('id_tarefa'),
    solicitado_por: user('solicitado_por'),
    solicitado_em: timestamp('solicitado_em', { withTimezone: true }).notNull().defaultNow(),
    concluido_em: timestamp('concluido_em', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.id_escritorio, t.competencia] })],
)
