import { z } from 'zod'
import { envelope } from './envelope'
import { int4, recordId } from './primitives'
import { requiredString } from './rules'

/** §3 disclaimers. */
export const disclaimer = z.object({ codigo: z.string(), texto: z.string(), version: z.number().int() })
export type Disclaimer = z.infer<typeof disclaimer>
export const disclaimersResponse = envelope(z.array(disclaimer))
export const disclaimerParams = z.object({
  id: recordId(),
  codigo: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'Formato inválido'),
})
export const disclaimerBody = z.object({ texto: requiredString, version: int4().optional() })

/** Where each disclaimer code is shown. */
/** Where each disclaimer is shown, as people read it. */
export const DISCLAIMER_PLACES = {
  geral: { titulo: 'Geral', onde: 'na página Disclaimer, para todos os usuários' },
  financeiro: { titulo: 'Financeiro', onde: 'nas páginas do Financeiro' },
} as const

export const auditEntry = z.object({
  id: z.number().int(),
  id_escritorio: z.number().int().nullable(),
  usuario: z.string().nullable(),
  acao: z.string(),
  entidade: z.string(),
  id_entidade: z.string().nullable(),
  antes: z.unknown(),
  depois: z.unknown(),
  data_registro: z.string(),
})
export type AuditEntry = z.infer<typeof auditEntry>
export const auditResponse = envelope(z.array(auditEntry))
export const auditQuery = z.object({
  id_escritorio: recordId().optional(),
  entidade: z.string().max(40).optional(),
})
