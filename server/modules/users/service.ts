import type { PublicProfile } from '../../../src/contracts/users'
import type { Db } from '../../db/connection'
import { roleOf, type SessionUser } from '../../http/access'
import { notFound } from '../../http/errors'
import { findAccount } from './queries'

const NOT_FOUND = 'Usuário não encontrado'

/**
 * Whom a caller may look up: staff anyone; an office's professionals the users of their own office; a client
 * only itself. Everything else answers 404, as if the user did not exist, so no account is revealed.
 */
function visible(caller: SessionUser, account: { id: number; id_escritorio: number | null }): boolean {
  if (caller.role === 'equipe') return true
  if (caller.role === 'cliente') return account.id === caller.id
  return account.id_escritorio !== null && account.id_escritorio === caller.id_escritorio
}

export async function publicProfileOf(db: Db, caller: SessionUser, username: string): Promise<PublicProfile> {
  const account = await findAccount(db, username)
  if (!account || !visible(caller, account)) throw notFound(NOT_FOUND)
  return {
    username: account.email.toLowerCase(),
    nome: account.nome,
    papel: roleOf(account.tipo_usuario),
    escritorio: account.escritorio ?? null,
  }
}
