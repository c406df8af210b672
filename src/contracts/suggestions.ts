import { z } from 'zod'

/** §7 Suggestion POST: report, subject, interno, simulacao, origem. `id` is created by the client (UUID). */
export const suggestionBody = z.object({
  id: z.string().uuid(),
  subject: z.string().trim().min(1, 'Campo obrigatório').max(200, 'Máximo de 200 caracteres'),
  report: z.string().trim().max(5000, 'Máximo de 5000 caracteres').default(''),
  interno: z.coerce.boolean().default(false),
  simulacao: z.coerce.boolean().default(false),
  origem: z.string().max(300).nullable().default(null),
})
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
