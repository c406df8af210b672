import type { FastifyRequest } from 'fastify'
import { scopeOffice, sessionUser } from '../../http/access'

/** Hiring rules, charges, recurring payments and instalments: the office's gestor and staff (docs/access.md). */
export const managers = { access: ['equipe', 'gestor'] as const }

/** The office (after `scopeOffice`) and the user acting. */
export const who = (req: FastifyRequest, office: number) => {
  const user = sessionUser(req)
  return { office: scopeOffice(user, office), user: user.id }
}

export const officeOf = (req: FastifyRequest, office: number) => scopeOffice(sessionUser(req), office)
