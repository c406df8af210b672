import { idParam, monthParam, type SearchOf, searchSchema } from '@/lib/search-params'

/** URL search of /bpo/extrato and /bpo/positions_report: the checking account and the months shown. */
export const statementsSearchSchema = searchSchema({ conta: idParam, inicio: monthParam, fim: monthParam })
export type StatementsSearch = SearchOf<typeof statementsSearchSchema>

/** The months a page opens with when its URL names none: the last three months up to this one. */
export function defaultMonths(today: string) {
  const [year, month] = today.split('-').map(Number)
  const start = new Date(Date.UTC(year, month - 3, 1)).toISOString().slice(0, 7)
  return { inicio: start, fim: today.slice(0, 7) }
}
