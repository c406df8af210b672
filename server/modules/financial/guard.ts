import type { FastifyRequest } from 'fastify'
import type { DreQuery, Grouping } from '../../../src/contracts/financial'
import { type SessionUser, scopeOffice, sessionUser } from '../../http/access'
import { forbidden } from '../../http/errors'

export const managers = ['equipe', 'gestor'] as const
/** Advisors reach only their own professional figures (see `narrowForAdvisor`). */
export const withAdvisors = ['equipe', 'gestor', 'assessor'] as const
/** The DRE routes an advisor reaches: the 'DRE por profissional' report, once a manager released it to them. */
export const dreReaders = { access: withAdvisors, report: 'dre-profissional' } as const

/** The office of the URL, after the office scope rule. */
export function officeOf(req: FastifyRequest, office: number): number {
  return scopeOffice(sessionUser(req), office)
}

/**
 * An advisor sees only the DRE by professional, narrowed to themself; any other grouping or another
 * professional's id is refused. Other roles get the query unchanged.
 */
export function narrowForAdvisor(req: FastifyRequest, grouping: Grouping, query: DreQuery, id?: number): DreQuery {
  return narrowForUser(sessionUser(req), grouping, query, id)
}

/** The rule of `narrowForAdvisor` for a user known without a request (the assistant's tools run as the user). */
export function narrowForUser(user: SessionUser, grouping: Grouping, query: DreQuery, id?: number): DreQuery {
  if (user.role !== 'assessor') return query
  const own = user.id_profissional
  if (own === null || grouping !== 'profissional' || (id !== undefined && id !== own)) {
    throw forbidden('Você só tem acesso aos seus próprios números.')
  }
  return { ...query, ids: [own], hide_until_roi: false }
}
