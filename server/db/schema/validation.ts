import { boolean, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { escritorios, usuarios } from './core'

const office = () =>
  integer('id_escritorio')
    .notNull()
    .references(() => escritorios.id_escritorio)

/**
 * An office's settings of one alert check (/validation/home): on or off, its option (a number whose meaning the
 * check defines: days overdue, months back, days ahead) and the comment the office wrote on its alert. An office
 * without a row runs the check with its defaults.
 */
export const alertasVerificacoes = pgTable(
  'alertas_verificacoes',
  {
    id_escritorio: office(),
    codigo: text('codigo').notNull(),
    ativo: boolean('ativo').notNull().default(true),
    opcao: integer('opcao'),
    comentario: text('comentario'),
    comentario_por: integer('comentario_por').references(() => usuarios.id_interno),
    comentario_em: timestamp('comentario_em', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.id_escritorio, t.codigo] })],
)

/** The first-run set-up of an office (parametrização): each step saved once done, so the set-up resumes. */
export const parametrizacaoEtapas = pgTable(
  'parametrizacao_etapas',
  {
    id_escritorio: office(),
    etapa: text('etapa').notNull(),
    id_usuario: integer('id_usuario').references(() => usuarios.id_interno),
    concluida_em: timestamp('concluida_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.id_escritorio, t.etapa] })],
)
