import type { ChangePassword } from '../../../src/contracts/rules'
import type { Db } from '../../db/connection'
import type { SessionUser } from '../../http/access'
import { HttpError, unauthorized } from '../../http/errors'
import { hashPassword, verifyPassword } from '../auth/passwords'
import * as q from './queries'

export const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta'
export const PASSWORD_UNCHANGED = 'A nova senha deve ser diferente da senha atual'
export const PASSWORD_CHANGED = 'Senha alterada com sucesso'

/**
 * Verifies the current password, stores the new argon2id hash, bumps the user's version and revokes
 * every other session of the user; the session that made the change stays valid.
 */
export async function changePassword(db: Db, user: SessionUser, body: ChangePassword): Promise<void> {
  const storedHash = await q.findPasswordHash(db, user.id)
  if (!storedHash) throw unauthorized()
  if (!(await verifyPassword(storedHash, body.password))) throw new HttpError(400, WRONG_CURRENT_PASSWORD)
  if (body.new_password === body.password) throw new HttpError(400, PASSWORD_UNCHANGED)
  const newHash = await hashPassword(body.new_password)
  await db.transaction(async (tx) => {
    const updated = await q.updatePasswordHash(tx, user.id, storedHash, newHash)
    // Another request changed the password between our check and this write: refuse rather than overwrite.
    if (!updated) throw new HttpError(409, 'A senha foi alterada por outra sessão. Tente novamente.')
    await q.revokeOtherSessions(tx, user.id, user.tokenHash)
    await q.auditPasswordChange(tx, user.id, user.id_escritorio)
  })
}
