import { RESET_INVALID, RESET_LINK_MINUTES } from '../../../src/contracts/password-reset'
import type { Db } from '../../db/connection'
import { HttpError } from '../../http/errors'
import { recordAudit } from '../audit/record'
import { hashPassword } from '../auth/passwords'
import { hashToken, newToken } from '../auth/tokens'
import * as q from './queries'

/**
 * 'Esqueci minha senha': for an active account, a single-use link valid RESET_LINK_MINUTES is stored (its
 * sha256 only) and its message is queued as an outgoing e-mail. Unknown e-mails get the same silence.
 */
export async function requestReset(db: Db, email: string, appUrl: string): Promise<void> {
  const user = await q.findActiveUserByEmail(db, email)
  if (!user) return
  const token = newToken()
  const link = `${appUrl}/admin/redefinir-senha?token=${encodeURIComponent(token)}`
  await db.transaction(async (tx) => {
    await q.storeResetToken(tx, user.id_interno, hashToken(token), new Date(Date.now() + RESET_LINK_MINUTES * 60_000))
    await q.queueEmail(tx, {
      destinatario: user.email,
      assunto: 'Redefinição de senha',
      corpo: [
        `Olá, ${user.nome}.`,
        `Para criar uma nova senha, abra o link abaixo (válido por ${RESET_LINK_MINUTES} minutos, uma só vez):`,
        link,
        'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
      ].join('\n\n'),
    })
  })
}

/**
 * Sets the new password through a valid link; the link is spent and every session of the user ends. A made-up
 * or spent link is refused before the new password is hashed (argon2 is the costly part).
 */
export async function confirmReset(db: Db, token: string, newPassword: string): Promise<void> {
  const tokenHash = hashToken(token)
  if (!(await q.resetTokenUsable(db, tokenHash))) throw new HttpError(400, RESET_INVALID)
  const senhaHash = await hashPassword(newPassword)
  await db.transaction(async (tx) => {
    const idUsuario = await q.consumeResetToken(tx, tokenHash)
    if (idUsuario === null) throw new HttpError(400, RESET_INVALID)
    const user = await q.setPassword(tx, idUsuario, senhaHash)
    await recordAudit(tx, {
      office: user?.id_escritorio ?? null,
      user: idUsuario,
      acao: 'redefinir_senha',
      entidade: 'usuario',
      id: idUsuario,
    })
  })
}
