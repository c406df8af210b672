import { z } from 'zod'
import { envelope } from './envelope'
import { recordId } from './primitives'

/**
 * §7 "Other": the web app reports its errors, on non-local hosts, to the server. Kinds: an uncaught error,
 * an unhandled promise rejection, a lazy chunk that failed to load, a call answered with a 5xx.
 */
export const clientErrorKind = z.enum(['erro', 'rejeicao', 'chunk', 'http'])
export type ClientErrorKind = z.infer<typeof clientErrorKind>

/** Longest message kept; the rest is cut (after scrubbing). */
export const CLIENT_ERROR_MESSAGE_MAX = 500

/** A report; sent as form data like every call. The server scrubs and cuts text before storing it. */
export const clientErrorReport = z.object({
  tipo: clientErrorKind,
  mensagem: z.string().trim().min(1, 'Campo obrigatório').max(4000, 'Mensagem longa demais'),
  pilha: z.string().max(16_000, 'Pilha longa demais').optional(),
  rota: z.string().max(2000, 'Rota longa demais').default(''),
  release: z.string().trim().max(64, 'Versão longa demais').default(''),
  status_http: z.coerce.number().int().min(100).max(599).optional(),
  /** The office selected in the top bar (kept only for staff, who pick one; others report their own). */
  id_escritorio: recordId().optional(),
})
export type ClientErrorReport = z.input<typeof clientErrorReport>

/** Staff list: one row per fingerprint, the latest occurrence's details. */
export const clientErrorGroup = z.object({
  fingerprint: z.string(),
  tipo: clientErrorKind,
  mensagem: z.string(),
  quantidade: z.number().int(),
  usuarios: z.number().int(),
  primeira: z.string(),
  ultima: z.string(),
  rota: z.string(),
  release: z.string(),
  status_http: z.number().int().nullable(),
  /** The username (login e-mail) of the latest occurrence, null when nobody was logged in. */
  usuario: z.string().nullable(),
  escritorio: z.string().nullable(),
})
export type ClientErrorGroup = z.infer<typeof clientErrorGroup>
export const clientErrorListResponse = envelope(z.array(clientErrorGroup))
export const clientErrorListQuery = z.object({
  dias: z.coerce.number().int().min(1, 'Período inválido').max(90, 'Período inválido').default(7),
  id_escritorio: recordId().optional(),
})
