import { z } from 'zod'

const month = z
  .string()
  .regex(/^\d{4}-\d{2}$/)
  .optional()
  .catch(undefined)

/** URL search of the financial pages: a month range ('YYYY-MM'), plus the DFC account. */
export const monthRangeSearchSchema = z.object({ inicio: month, fim: month })
export type MonthRangeSearch = z.infer<typeof monthRangeSearchSchema>

export const dfcSearchSchema = monthRangeSearchSchema.extend({
  conta: z.coerce.number().int().positive().optional().catch(undefined),
})
export type DfcSearch = z.infer<typeof dfcSearchSchema>

/** The DFC's API range for a URL search. */
export const dfcRange = (search: DfcSearch) => ({ begin_date: search.inicio, end_date: search.fim })

/** Overview query: the office DRE by month, every month listed. */
export const overviewQuery = (search: MonthRangeSearch) => ({
  begin_date: search.inicio,
  end_date: search.fim,
  frequency: 'M',
  fill_missing_dates: true,
})
