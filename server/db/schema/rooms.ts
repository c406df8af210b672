import { sql } from 'drizzle-orm'
import {
  boolean,
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
import { escritorios, usuarios } from './core'

/**
 * A chat room of an office (§3 Room: token_sala, is_peer_chat). A peer chat joins one professional and one of
 * their clients; `chave_par` ("<user>:<user>", lower id first) keeps it to one room per pair.
 */
export const salas = pgTable(
  'salas',
  {
    id_escritorio: integer('id_escritorio')
      .notNull()
      .references(() => escritorios.id_escritorio),
    token_sala: uuid('token_sala').notNull(),
    nome: text('nome').notNull(),
    is_peer_chat: boolean('is_peer_chat').notNull().default(false),
    chave_par: text('chave_par'),
    /** Who created the room (with a gestor or staff, may rename, delete it and change its members). */
    id_criador: integer('id_criador').references(() => usuarios.id_interno, { onDelete: 'set null' }),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
    data_atualizacao: timestamp('data_atualizacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.token_sala] }),
    uniqueIndex('salas_par_uq').on(t.id_escritorio, t.chave_par).where(sql`${t.chave_par} is not null`),
  ],
)

/** Who is in a room, and their unread counter (§3 unread_quantity). */
export const salasMembros = pgTable(
  'salas_membros',
  {
    id_escritorio: integer('id_escritorio').notNull(),
    token_sala: uuid('token_sala').notNull(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_interno, { onDelete: 'cascade' }),
    unread_quantity: integer('unread_quantity').notNull().default(0),
    lida_em: timestamp('lida_em', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.token_sala, t.id_usuario] }),
    foreignKey({
      name: 'salas_membros_sala_fk',
      columns: [t.id_escritorio, t.token_sala],
      foreignColumns: [salas.id_escritorio, salas.token_sala],
    }).onDelete('cascade'),
    index('salas_membros_usuario_idx').on(t.id_escritorio, t.id_usuario),
  ],
)

/** A message of a room; its id comes from the browser, so a resent message is stored once. */
export const salasMensagens = pgTable(
  'salas_mensagens',
  {
    id_escritorio: integer('id_escritorio').notNull(),
    id: uuid('id').notNull(),
    token_sala: uuid('token_sala').notNull(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_interno, { onDelete: 'cascade' }),
    texto: text('texto').notNull(),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    foreignKey({
      name: 'salas_mensagens_sala_fk',
      columns: [t.id_escritorio, t.token_sala],
      foreignColumns: [salas.id_escritorio, salas.token_sala],
    }).onDelete('cascade'),
    index('salas_mensagens_sala_idx').on(t.id_escritorio, t.token_sala, t.data_criacao),
  ],
)

/**
 * Which room each open live connection is showing (§4: the counter does not rise while the room is open).
 * Kept in PostgreSQL so that every server process sees it; a row counts while `visto_em` is recent (the
 * connection refreshes it), so a process that died leaves nothing that counts for long.
 */
export const salasPresenca = pgTable(
  'salas_presenca',
  {
    id_escritorio: integer('id_escritorio').notNull(),
    conexao: uuid('conexao').notNull(),
    token_sala: uuid('token_sala').notNull(),
    id_usuario: integer('id_usuario').notNull(),
    visto_em: timestamp('visto_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.conexao] }),
    index('salas_presenca_sala_idx').on(t.id_escritorio, t.token_sala),
  ],
)
