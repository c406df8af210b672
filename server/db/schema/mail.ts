import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { usuarios } from './core'

/**
 * The record of outgoing e-mail (the password-reset messages): what was sent, with any live secret (a reset
 * link's token) redacted, so the record cannot be used in its place; `enviado_em` once the mail server took it.
 */
export const emailsSaida = pgTable(
  'emails_saida',
  {
    id: serial('id').primaryKey(),
    destinatario: text('destinatario').notNull(),
    assunto: text('assunto').notNull(),
    corpo: text('corpo').notNull(),
    enviado_em: timestamp('enviado_em', { withTimezone: true }),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('emails_saida_pendentes_idx').on(t.enviado_em)],
)

/** 'Esqueci minha senha': single-use, expiring reset links; only the token's sha256 is kept. */
export const redefinicoesSenha = pgTable(
  'redefinicoes_senha',
  {
    token_hash: text('token_hash').primaryKey(),
    id_usuario: integer('id_usuario')
      .notNull()
      .references(() => usuarios.id_interno),
    expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
    usado_em: timestamp('usado_em', { withTimezone: true }),
    data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('redefinicoes_senha_usuario_idx').on(t.id_usuario)],
)
