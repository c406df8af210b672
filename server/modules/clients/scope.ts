import { type SessionUser, scopeOffice } from '../../http/access'
import type { ClientScope } from './queries'

/** Clients see only themselves; advisors their own book; managers, planners and staff the whole office. */
export function clientScope(user: SessionUser, office: number): ClientScope {
  const id = scopeOffice(user, office)
  if (user.role === 'cliente') return { office: id, cliente: user.id_cliente ?? -1 }
  if (user.role === 'assessor') return { office: id, profissional: user.id_profissional ?? -1 }
  return { office: id }
}
