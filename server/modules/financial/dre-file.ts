import { type DreQuery, dreQuery, type Grouping } from '../../../src/contracts/financial'
import type { Db } from '../../db/connection'
import { findOffice } from '../offices/queries'
import { computeDre } from './dre-service'
import { dreWorkbook } from './xlsx'

/**
 * The DRE spreadsheet of 'Baixar DRE' (one 'Resumo' sheet and one per month), also the attachment of the DRE sent
 * by e-mail. `narrow` lets the download restrict an advisor to their own professional.
 */
export async function dreFile(
  db: Db,
  idEscritorio: number,
  grouping: Grouping,
  range: { first: string; last: string },
  narrow: (query: DreQuery) => DreQuery = (query) => query,
): Promise<{ buffer: Buffer; name: string; office: string }> {
  const query = narrow({
    ...dreQuery.parse({}),
    begin_date: range.first,
    end_date: range.last,
    frequency: 'M',
    fill_missing_dates: true,
  })
  const table = await computeDre(db, { idEscritorio, grouping, query })
  const name = `dre-${grouping}-${range.first}-a-${range.last}`
  const office = (await findOffice(db, idEscritorio))?.nome_escritorio ?? `Escritório ${idEscritorio}`
  const buffer = await dreWorkbook(table, office, name)
  return { buffer, name, office }
}
