import type { FastifyRequest } from 'fastify'
import { featureOfRoute } from '../../../src/contracts/features'
import type { Db } from '../../db/connection'
import { auditoria } from '../../db/schema'
import { scopeOffice, sessionUser } from '../../http/access'
import { forbidden, HttpError } from '../../http/errors'
import type { Tx } from '../../http/idempotency'
import { FEATURE_OFF } from '../permissions/feature-gate'
import { hasFeature } from '../permissions/queries'

/**
 * The office of a Partner BPO or reports-sender call, whose path names none: office users act on their own
 * office (an `id_escritorio` naming another one is refused with 403); staff must name it with `id_escritorio`.
 */
export function partnerOffice(req: FastifyRequest, explicit: number | undefined): number {
  const user = sessionUser(req)
  if (user.role === 'equipe') {
    if (explicit === undefined) throw new HttpError(400, 'Informe o escritório (id_escritorio).')
    return explicit
  }
  if (user.id_escritorio === null) throw forbidden('Você não tem acesso a este escritório.')
  return scopeOffice(user, explicit ?? user.id_escritorio)
}

/** The admin route an alias stands for, so the feature gate of src/contracts/access.ts applies unchanged. */
export const adminRoute = (path: string) => `/v2/interno/api/admin/financial/office/:office/${path}`

/**
 * The feature gate for routes whose path is not an admin path: the feature of the admin route the alias
 * stands for (or a feature name). Staff are never blocked, like the global hook.
 */
export async function requireFeature(db: Db, req: FastifyRequest, office: number, featureOrRoute: string) {
  if (sessionUser(req).role === 'equipe') return
  const feature = featureOrRoute.startsWith('/') ? featureOfRoute(featureOrRoute) : featureOrRoute
  if (feature && !(await hasFeature(db, office, feature))) throw forbidden(FEATURE_OFF)
}

/** The office of the call after scope and feature checks. */
export async function partnerScope(
  db: Db,
  req: FastifyRequest,
  explicit: number | undefined,
  featureOrRoute: string,
): Promise<number> {
  const office = partnerOffice(req, explicit)
  await requireFeature(db, req, office, featureOrRoute)
  return office
}

export type FinancialAudit = {
  office: number
  user: number
  acao: string
  entidade: 'linha_resultado' | 'categoria' | 'metrica_rateio' | 'envio_dre' | 'destinatario_email'
  id: string | number
  antes?: unknown
  depois?: unknown
}

/** One `auditoria` row in the caller's transaction (who, when, what, before and after). */
export async function auditFinancial(tx: Tx, a: FinancialAudit) {
  await tx.insert(auditoria).values({
    id_escritorio: a.office,
    id_usuario: a.user,
    acao: a.acao,
    entidade: a.entidade,
    id_entidade: String(a.id),
    antes: a.antes ?? null,
    depois: a.depois ?? null,
  })
}
