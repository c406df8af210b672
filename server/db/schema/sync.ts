import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { escritorios, usuarios } from './core'

/** Office notes: the first collection edited offline through the outbox (create, edit, delete with versions). */
export const anotacoes = pgTable(
  'anotacoes',
  {
    id_escritorio: integer('id_escritorio')
      .notNull()
      .references(() => escritorios.id_escritorio),
    id: uuid('id').notNull(),
    texto: text('texto').notNull(),
    id_autor: integer('id_autor')
      .notNull()
      .references(() => usuarios.id_interno),
    version: integer('version').notNull().default(1),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
    data_atualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('anotacoes_data_idx').on(t.id_escritorio, t.data_criacao),
  ],
)

/** Key/value settings the server creates for itself (e.g. the VAPID key pair). */
export const configuracoes = pgTable('configuracoes', {
  chave: text('chave').primaryKey(),
  valor: jsonb('valor').notNull(),
})

/** Web Push subscriptions, one per browser endpoint. */
export const inscricoesPush = pgTable(
  'inscricoes_push',
  {
    endpoint: text('endpoint').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_interno),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inscricoes_push_usuario_idx').on(t.id_usuario)],
)
