import {
  choiceParam,
  flagParam,
  idListParam,
  idParam,
  monthParam,
  type SearchOf,
  searchSchema,
} from '@/lib/search-params'

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
})
export type DreSearch = SearchOf<typeof dreSearchSchema>
export type DreSearchPatch = Partial<DreSearch>
