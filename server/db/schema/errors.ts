import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Client errors reported by the web app on non-local hosts (§7 "Other"): scrubbed, length-limited text only.
 * `chave` (the user, or the address when nobody is logged in) counts reports for the rate limit, so every
 * server process on the database shares the count.
 */
export const errosCliente = pgTable(
  'erros_cliente',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    tipo: text('tipo', { enum: ['erro', 'rejeicao', 'chunk', 'http'] }).notNull(),
    mensagem: text('mensagem').notNull(),
    pilha: text('pilha'),
    /** sha256 of the scrubbed message and the stack's top frame: one fingerprint per distinct error. */
    fingerprint: text('fingerprint').notNull(),
    rota: text('rota').notNull(),
    release: text('release').notNull(),
    status_http: integer('status_http'),
    id_usuario: integer('id_usuario'),
    id_escritorio: integer('id_escritorio'),
    chave: text('chave').notNull(),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('erros_cliente_fingerprint_idx').on(t.fingerprint, t.data_criacao),
    index('erros_cliente_chave_idx').on(t.chave, t.data_criacao),
    index('erros_cliente_data_idx').on(t.data_criacao),
  ],
)
