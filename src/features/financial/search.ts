import { idParam, monthParam, type SearchOf, searchSchema } from '@/lib/search-params'

/** URL search of the financial pages: a month range ('YYYY-MM'), plus the DFC account. */
export const monthRangeSearchSchema = searchSchema({ inicio: monthParam, fim: monthParam })
export type MonthRangeSearch = SearchOf<typeof monthRangeSearchSchema>

export const dfcSearchSchema = searchSchema({ ...monthRangeSearchSchema.shape, conta: idParam })
export type DfcSearch = SearchOf<typeof dfcSearchSchema>

/** The DFC's API range for a URL search. */
export const dfcRange = (search: DfcSearch) => ({ begin_date: search.inicio, end_date: search.fim })

/** Overview query: the office DRE by month, every month listed. */
export const overviewQuery = (search: MonthRangeSearch) => ({
  begin_date: search.inicio,
  end_date: search.fim,
  frequency: 'M',
  fill_missing_dates: true,
})
