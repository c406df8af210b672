import type { FastifyRequest } from 'fastify'
import { flagsForUserType, type UserFlags } from '../../src/contracts/session'
import { forbidden, unauthorized } from './errors'

export type Role = 'equipe' | 'gestor' | 'assessor' | 'planejador' | 'cliente'

/**
 * Every route declares who may call it in `config.access`: 'public', 'authenticated' (any role)
 * or a list of roles. A route without it fails at registration (see app.ts).
 */
export type Access = 'public' | 'authenticated' | readonly Role[]

export type SessionUser = {
  id: number
  email: string
  tipo_usuario: string
  role: Role
  flags: UserFlags
  id_escritorio: number | null
  id_profissional: number | null
  id_cliente: number | null
  tokenHash: string
  /** A view opened by someone else (views/client, views/professional): read-only; `viewer` opened it. */
  view: { viewer: number | null } | null
  /** A session that may only enrol the second factor (server/http/enrolment-gate.ts). */
  enrolmentOnly?: true
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    user: SessionUser | null
  }
}

export function roleOf(tipo: string): Role {
  const flags = flagsForUserType(tipo)
  if (flags.IS_EQUIPE) return 'equipe'
  if (flags.IS_GESTOR) return 'gestor'
  if (flags.IS_ASSESSOR) return 'assessor'
  if (flags.IS_PLANEJADOR) return 'planejador'
  return 'cliente'
}

export function checkAccess(access: Access, user: SessionUser | null): void {
  if (access === 'public') return
  if (!user) throw unauthorized()
  if (access === 'authenticated') return
  if (!access.includes(user.role)) throw forbidden()
}

/** The logged-in user of a route whose access is not 'public'. */
export function sessionUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw unauthorized()
  return req.user
}

/**
 * The office scope rule: staff reach every office, everybody else only their own.
 * Returns the office id to filter by.
 */
export function scopeOffice(user: SessionUser, idEscritorio: number): number {
  if (user.role === 'equipe') return idEscritorio
  if (user.id_escritorio !== idEscritorio) throw forbidden('Você não tem acesso a este escritório.')
  return idEscritorio
}
