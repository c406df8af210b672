import {
  choiceParam,
  flagParam,
  idListParam,
  idParam,
  monthParam,
  type SearchOf,
  searchSchema,
} from '@/lib/search-params'

const PERIOD = /^(\d{4}-(0[1-9]|1[0-2]))(_(\d{4}-(0[1-9]|1[0-2])))?$/

/** 'YYYY-MM' or 'YYYY-MM_YYYY-MM' (first month not after the last), for the route's validateSearch. */
const periodParam = (value: unknown): string | undefined => {
  const m = typeof value === 'string' ? PERIOD.exec(value) : null
  if (!m) return undefined
  return m[4] === undefined || m[1] <= m[4] ? (value as string) : undefined
}

/** A column id: a positive id or 0 (the 'no entity' column). */
const columnParam = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : -1
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined
}

/** How the DRE table spreads its figures: by group (range totals), by period, or period × group. */
export const dreViews = ['grupos', 'periodos', 'matriz'] as const
export type DreView = (typeof dreViews)[number]

/**
 * URL search of every DRE page: a link reproduces exactly what a colleague sees.
 * Months are 'YYYY-MM'; absent begin/end let the server pick the last year with entries.
 */
export const dreSearchSchema = searchSchema({
  inicio: monthParam,
  fim: monthParam,
  freq: choiceParam(['M', 'Q', 'Y']),
  cmp_inicio: monthParam,
  cmp_fim: monthParam,
  ids: idListParam,
  equipe: idParam,
  roi: flagParam,
  ver: choiceParam(dreViews),
  av: flagParam,
  // the cell whose entries are open (cell-address.ts)
  linha: idParam,
  categoria: idParam,
  grupo: columnParam,
  periodo: periodParam,
})
export type DreSearch = SearchOf<typeof dreSearchSchema>
export type DreSearchPatch = Partial<DreSearch>
