import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { titulos } from './bpo'
import { escritorios, usuarios } from './core'

/**
 * Attachments of a BPO bill (boleto, nota fiscal, receipt): the file itself lives in the content-addressed store
 * (DATA_DIR/files/<sha256>, server/files), the row says whose bill it belongs to; removed with the bill.
 */
export const titulosAnexos = pgTable(
  'titulos_anexos',
  {
    id_escritorio: integer('id_escritorio')
      .notNull()
      .references(() => escritorios.id_escritorio),
    id: integer('id').generatedAlwaysAsIdentity(),
    id_titulo: integer('id_titulo').notNull(),
    nome_arquivo: text('nome_arquivo').notNull(),
    tipo: text('tipo', { enum: ['pdf', 'xml', 'png', 'jpg'] }).notNull(),
    tamanho: integer('tamanho').notNull(),
    sha256: text('sha256').notNull(),
    enviado_por: integer('enviado_por')
      .notNull()
      .references(() => usuarios.id_interno),
    enviado_em: timestamp('enviado_em', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id] }),
    index('titulos_anexos_titulo_idx').on(t.id_escritorio, t.id_titulo),
    foreignKey({
      columns: [t.id_escritorio, t.id_titulo],
      foreignColumns: [titulos.id_escritorio, titulos.id],
    }).onDelete('cascade'),
  ],
)
