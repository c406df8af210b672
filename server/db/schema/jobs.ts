import { sql } from 'drizzle-orm'
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
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

/**
 * What the office can see of a durable job (server/jobs): its state, progress and last message. The job itself
 * (queue, retries, expiry of a dead worker) lives in pg-boss's own schema; `id` is the pg-boss job id.
 */
export const tarefas = pgTable(
  'tarefas',
  {
    id_escritorio: office(),
    id: uuid('id').notNull(),
    fila: text('fila').notNull(),
    estado: text('estado', {
      enum: ['na_fila', 'executando', 'aguardando_nova_tentativa', 'concluida', 'erro'],
    })
      .notNull()
      .default('na_fila'),
    progresso: smallint('progresso').notNull().default(0),
    etapa: text('etapa'),
    mensagem: text('mensagem'),
    tentativas: integer('tentativas').notNull().default(0),
    criado_por: integer('criado_por').references(() => usuarios.id_interno),
    criado_em: timestamp('criado_em', { withTimezone: true }).notNull().defaultNow(),
    atualizado_em: timestamp('atualizado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('tarefas_id_uq').on(t.id),
    check('tarefas_progresso_ck', sql`${t.progresso} between 0 and 100`),
  ],
)

/**
 * Data room uploads: one row per file sent, versions of the same office, category, option and period kept side by
 * side (`versao` 1, 2, …). The bytes are content-addressed on disk (DATA_DIR/files/<sha256>).
 */
export const dataroomEnvios = pgTable(
  'dataroom_envios',
  {
    id_escritorio: office(),
    id: integer('id').generatedAlwaysAsIdentity(),
    categoria: text('categoria').notNull(),
    opcao: text('opcao').notNull(),
    periodicidade: text('periodicidade', { enum: ['mensal', 'diario'] }).notNull(),
    /** First day of the month (monthly) or the day itself (daily). */
    referencia: date('referencia').notNull(),
    versao: integer('versao').notNull(),
    nome_arquivo: text('nome_arquivo').notNull(),
    tipo: text('tipo').notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: text('sha256').notNull(),
    enviado_por: integer('enviado_por')
      .notNull()
      .references(() => usuarios.id_interno),
    enviado_em: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['enviado', 'processando', 'concluido', 'erro'] })
      .notNull()
      .default('enviado'),
    mensagem: text('mensagem'),
    id_tarefa: uuid('id_tarefa'),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    uniqueIndex('dataroom_envios_versao_uq').on(t.id_escritorio, t.categoria, t.opcao, t.referencia, t.versao),
    index('dataroom_envios_referencia_ix').on(t.id_escritorio, t.referencia),
    foreignKey({
      columns: [t.id_escritorio, t.id_tarefa],
      foreignColumns: [tarefas.id_escritorio, tarefas.id],
    }),
  ],
)
