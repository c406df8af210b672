import { z } from 'zod'
import { envelope } from './envelope'
import { suggestionSchema } from './rules'

/** §7 Suggestion POST (report, subject, interno, simulacao, origem) plus `id`, created by the client (UUID). */
export const suggestionBody = suggestionSchema.extend({ id: z.string().uuid() })
export type SuggestionBody = z.infer<typeof suggestionBody>

export const suggestion = z.object({
  id: z.string(),
  subject: z.string(),
  report: z.string(),
  origem: z.string().nullable(),
  autor: z.string(),
  nome_escritorio: z.string().nullable(),
  data_criacao: z.string(),
})
export type Suggestion = z.infer<typeof suggestion>
export const suggestionResponse = envelope(suggestion)
export const suggestionListResponse = envelope(z.array(suggestion))
