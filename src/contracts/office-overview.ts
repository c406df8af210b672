import { z } from 'zod'
import { envelope } from './envelope'

// The answers the top bar (the office list) and home (the figures) read on every start: kept apart from the office
// forms' rules (documents, masks), so a first visit loads only zod for them.

export const officeListItem = z.object({
  id_escritorio: z.number().int(),
  nome_escritorio: z.string(),
  cidade: z.string().nullable(),
})
export type OfficeListItem = z.infer<typeof officeListItem>

export const officeListResponse = envelope(z.array(officeListItem))

export const officeOverview = z.object({
  id_escritorio: z.number().int(),
  nome_escritorio: z.string(),
  clientes: z.number().int(),
  profissionais: z.number().int(),
  patrimonio_centavos: z.string().regex(/^-?\d+$/),
  ultima_atualizacao: z.string().nullable(),
  clientes_por_profissional: z.array(z.object({ nome: z.string(), clientes: z.number().int() })),
})
export type OfficeOverview = z.infer<typeof officeOverview>
export const officeOverviewResponse = envelope(officeOverview)
