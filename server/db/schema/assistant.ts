import { sql } from 'drizzle-orm'
import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { escritorios, usuarios } from './core'

/** A conversation with the AI assistant (§3 AI assistant): one user's, inside one office. */
export const assistenteConversas = pgTable(
  'assistente_conversas',
  {
    id_escritorio: integer('id_escritorio')
      .notNull()
      .references(() => escritorios.id_escritorio),
    id: uuid('id').notNull(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_interno, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
    data_atualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('assistente_conversas_usuario_idx').on(t.id_escritorio, t.id_usuario, t.data_atualizacao),
  ],
)

/**
 * One message of a conversation. `papel` is 'user' or 'assistant'; an assistant message keeps its thinking
 * step (`raciocinio`: the tools it called) and the sources its figures came from (`fontes`: label and app link).
 */
export const assistenteMensagens = pgTable(
  'assistente_mensagens',
  {
    id_escritorio: integer('id_escritorio').notNull(),
    id: uuid('id').notNull(),
    id_conversa: uuid('id_conversa').notNull(),
    papel: text('papel').notNull(),
    conteudo: text('conteudo').notNull(),
    raciocinio: jsonb('raciocinio').notNull().default(sql`'[]'::jsonb`),
    fontes: jsonb('fontes').notNull().default(sql`'[]'::jsonb`),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    foreignKey({
      name: 'assistente_mensagens_conversa_fk',
      columns: [t.id_escritorio, t.id_conversa],
      foreignColumns: [assistenteConversas.id_escritorio, assistenteConversas.id],
    }).onDelete('cascade'),
    index('assistente_mensagens_conversa_idx').on(t.id_escritorio, t.id_conversa, t.data_criacao),
  ],
)
