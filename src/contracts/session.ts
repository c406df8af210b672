import { z } from 'zod'
import { envelope } from './envelope'

export const userFlags = z.object({
  IS_EQUIPE: z.boolean(),
  IS_GESTOR: z.boolean(),
  IS_ASSESSOR: z.boolean(),
  IS_PLANEJADOR: z.boolean(),
  IS_CLIENTE: z.boolean(),
})
export type UserFlags = z.infer<typeof userFlags>

/**
 * §6: GESTOR/gestor → manager and advisor; ASSESSOR/profissional → advisor; PLANEJADOR → planner;
 * CLIENTE/cliente and any unknown type → client. EQUIPE (platform staff) is our addition: the spec says
 * "internal staff" without naming a type; staff hold every professional flag and see every office.
 */
export function flagsForUserType(tipo: string): UserFlags {
  const none = { IS_EQUIPE: false, IS_GESTOR: false, IS_ASSESSOR: false, IS_PLANEJADOR: false, IS_CLIENTE: false }
  switch (tipo) {
    case 'EQUIPE':
      return { ...none, IS_EQUIPE: true, IS_GESTOR: true, IS_ASSESSOR: true, IS_PLANEJADOR: true }
    case 'GESTOR':
    case 'gestor':
      return { ...none, IS_GESTOR: true, IS_ASSESSOR: true }
    case 'ASSESSOR':
    case 'profissional':
      return { ...none, IS_ASSESSOR: true }
    case 'PLANEJADOR':
      return { ...none, IS_PLANEJADOR: true }
    default:
      return { ...none, IS_CLIENTE: true }
  }
}

/** §6: the profile a person acts as when they also hold a client record (`usuarios.id_cliente`). */
export const CLIENT_PROFILE = 'cliente'
/** The refusal of every write from a view session (views/client, views/professional), and why the app disables them. */
export const VIEW_READ_ONLY = 'Sessão de visualização: somente leitura.'

/**
 * The type a session acts as: a professional who is also a client acts as 'cliente' in a client-profile
 * session (the §6 switch, or a view of their client record); everybody else as their own type.
 */
export function activeUserType(tipo: string, asClient: boolean): string {
  return asClient && !flagsForUserType(tipo).IS_CLIENTE ? CLIENT_PROFILE : tipo
}

/** `perfis_disponiveis`: the own type and, for an office professional with a client record, 'cliente'. */
export function profilesOf(tipo: string, idCliente: number | null): string[] {
  const flags = flagsForUserType(tipo)
  if (flags.IS_CLIENTE) return [CLIENT_PROFILE]
  return idCliente !== null && !flags.IS_EQUIPE ? [tipo.toLowerCase(), CLIENT_PROFILE] : [tipo.toLowerCase()]
}

export const loginBody = z.object({
  email: z.string().trim().min(1, 'Campo obrigatório').email('Formato inválido'),
  password: z.string().min(1, 'Campo obrigatório'),
})
export type LoginBody = z.infer<typeof loginBody>

export const officeRef = z.object({
  id_interno: z.number().int(),
  id: z.number().int(),
  nome: z.string(),
  name: z.string(),
  logo_name: z.string().nullable(),
})

/** §3 "Current user". */
export const currentUser = userFlags.extend({
  token: z.string(),
  nome: z.string(),
  email: z.string(),
  id_interno: z.number().int(),
  tipo_usuario: z.string(),
  escritorio: officeRef.nullable(),
  perfis_disponiveis: z.array(z.string()),
  id_cliente: z.number().int().nullable(),
  parametrizar: z.boolean(),
  /** The session may only enrol the second factor (staff without one): the app opens that page first. */
  inscrever_segundo_fator: z.boolean().optional(),
})
export type CurrentUser = z.infer<typeof currentUser>

/** GET /api/assessor/dados_pessoais: the session's user, without the token. */
export const selfResponse = envelope(currentUser.omit({ token: true }))
export type SelfResponse = z.infer<typeof selfResponse>
