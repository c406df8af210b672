import { RESET_INVALID, RESET_LINK_MINUTES } from '../../../src/contracts/password-reset'
import type { Db } from '../../db/connection'
import { HttpError } from '../../http/errors'
import type { Mailer, MailMessage } from '../../mail/mailer'
import { recordAudit } from '../audit/record'
import { hashPassword } from '../auth/passwords'
import { hashToken, newToken } from '../auth/tokens'
import * as q from './queries'

/** The message with its link; `link` is swapped for a redacted one in the stored record. */
const resetMessage = (nome: string, link: string) =>
  [
    `Olá, ${nome}.`,
    `Para criar uma nova senha, abra o link abaixo (válido por ${RESET_LINK_MINUTES} minutos, uma só vez):`,
    link,
    'Se você não pediu a redefinição, ignore esta mensagem: sua senha continua a mesma.',
  ].join('\n\n')

/**
 * 'Esqueci minha senha': for an active account, a single-use link valid RESET_LINK_MINUTES is stored (its
 * sha256 only) and the mail is recorded in `emails_saida` with the token redacted; answers the mail to send
 * (the only copy of the live link), or null for an unknown e-mail, which gets the same silence.
 */
export async function requestReset(db: Db, email: string, linkBase: string): Promise<PendingMail | null> {
  const user = await q.findActiveUserByEmail(db, email)
  if (!user) return null
  const token = newToken()
  const page = `${linkBase}/admin/redefinir-senha?token=`
  const subject = 'Redefinição de senha'
  const id = await db.transaction(async (tx) => {
    await q.storeResetToken(tx, user.id_interno, hashToken(token), new Date(Date.now() + RESET_LINK_MINUTES * 60_000))
    return q.recordEmail(tx, {
      destinatario: user.email,
      assunto: subject,
      corpo: resetMessage(user.nome, `${page}[removido]`),
    })
  })
  return {
    id,
    message: { to: [user.email], subject, text: resetMessage(user.nome, `${page}${encodeURIComponent(token)}`) },
  }
}

export type PendingMail = { id: number; message: MailMessage }

/** Sends the mail and marks its record sent; a failure is the caller's to log (the user may ask again). */
export async function deliver(db: Db, mailer: Mailer, mail: PendingMail): Promise<void> {
  await mailer.send(mail.message)
  await q.markEmailSent(db, mail.id)
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
