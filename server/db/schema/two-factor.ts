import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { usuarios } from './core'

const user = () =>
  integer('id_usuario')
    .notNull()
    .references(() => usuarios.id_interno)

/**
 * A user's TOTP secret (RFC 6238, 30 s, 6 digits): pending until `confirmado_em`, never sent again after that.
 * `ultimo_passo` is the last time step a code was accepted for, so a code works once (replay).
 */
export const segundoFator = pgTable('segundo_fator', {
  id_usuario: user().primaryKey(),
  segredo: text('segredo').notNull(),
  confirmado_em: timestamp('confirmado_em', { withTimezone: true }),
  ultimo_passo: bigint('ultimo_passo', { mode: 'number' }),
  data_criacao: timestamp('data_criacao', { withTimezone: true }).notNull().defaultNow(),
})

/** The 10 single-use recovery codes of an enrolment, as sha256 hashes. */
export const codigosRecuperacao = pgTable(
  'codigos_recuperacao',
  {
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().primaryKey(),
    id_usuario: user(),
    codigo_hash: text('codigo_hash').notNull(),
    usado_em: timestamp('usado_em', { withTimezone: true }),
  },
  (t) => [index('codigos_recuperacao_usuario_idx').on(t.id_usuario)],
)

/** A login whose password was right and whose second factor is awaited: short-lived, single-use, sha256 only. */
export const desafiosLogin = pgTable('desafios_login', {
  token_hash: text('token_hash').primaryKey(),
  id_usuario: user(),
  expira_em: timestamp('expira_em', { withTimezone: true }).notNull(),
  usado_em: timestamp('usado_em', { withTimezone: true }),
})
