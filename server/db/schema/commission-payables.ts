import { date, foreignKey, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { titulos } from './bpo'
import { comissoesMeses } from './commissions'
import { escritorios } from './core'

const office = () =>
  integer('id_escritorio')
    .notNull()
    .references(() => escritorios.id_escritorio)

/**
 * The BPO payables that pay an approved commission month (docs/commissions.md, 'Paying through the BPO'): one
 * per advisor and generation. A cancelled payable stays linked for the history; a new generation skips only the
 * advisors whose payable is still live. Removing the payable in the BPO removes the link.
 */
export const comissoesTitulos = pgTable(
  'comissoes_titulos',
  {
    id_escritorio: office(),
    id_titulo: integer('id_titulo').notNull(),
    mes: date('mes').notNull(),
    id_profissional: integer('id_profissional').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.id_escritorio, t.id_titulo] }),
    index('comissoes_titulos_mes_idx').on(t.id_escritorio, t.mes),
    foreignKey({
      columns: [t.id_escritorio, t.id_titulo],
      foreignColumns: [titulos.id_escritorio, titulos.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.id_escritorio, t.mes],
      foreignColumns: [comissoesMeses.id_escritorio, comissoesMeses.mes],
    }).onDelete('cascade'),
  ],
)
