import { z } from 'zod'

const month = z
  .string()
  .regex(/^\d{4}-\d{2}$/)
  .optional()
  .catch(undefined)
const ids = z
  .string()
  .regex(/^\d+(,\d+)*$/)
  .optional()
  .catch(undefined)

/** How the DRE table spreads its figures: by group (range totals), by period, or period × group. */
export const dreViews = ['grupos', 'periodos', 'matriz'] as const
export type DreView = (typeof dreViews)[number]

/**
 * URL search of every DRE page: a link reproduces exactly what a colleague sees.
 * Months are 'YYYY-MM'; absent begin/end let the server pick the last year with entries.
 */
export const dreSearchSchema = z.object({
  inicio: month,
  fim: month,
  freq: z.enum(['M', 'Q', 'Y']).optional().catch(undefined),
  cmp_inicio: month,
  cmp_fim: month,
  ids,
  equipe: z.coerce.number().int().positive().optional().catch(undefined),
  roi: z.boolean().optional().catch(undefined),
  ver: z.enum(dreViews).optional().catch(undefined),
  av: z.boolean().optional().catch(undefined),
})
export type DreSearch = z.infer<typeof dreSearchSchema>
export type DreSearchPatch = Partial<DreSearch>
