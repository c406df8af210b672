import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  RESET_BY_MAIL_OFF,
  RESET_DONE,
  RESET_REQUESTED,
  resetConfirmBody,
  resetRequestBody,
} from '../../../src/contracts/password-reset'
import { paths } from '../../../src/contracts/paths'
import type { Db } from '../../db/connection'
import { HttpError } from '../../http/errors'
import type { Mailer } from '../../mail/mailer'
import type { LoginThrottle } from '../auth/login-throttle'
import { confirmReset, deliver, requestReset } from './service'

type Options = {
  db: Db
  throttle: LoginThrottle
  addressThrottle: LoginThrottle
  mailer: Mailer | null
  /** Where links point (resetLinkBase); null: reset by e-mail is off. */
  linkBase: string | null
}
const TOO_MANY = 'Muitos pedidos de redefinição. Aguarde alguns minutos e tente novamente.'
const TOO_MANY_TRIES = 'Muitas tentativas de redefinir a senha. Aguarde alguns minutos e tente novamente.'

export const passwordResetRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, throttle, addressThrottle, mailer, linkBase },
) => {
  app.post(
    paths.passwordResetRequest,
    { config: { access: 'public' }, schema: { body: resetRequestBody } },
    async (req, reply) => {
      // Refused for every e-mail alike, so the answer still says nothing about accounts.
      if (!mailer || !linkBase) throw new HttpError(409, RESET_BY_MAIL_OFF)
      const email = req.body.email.toLowerCase()
      // Per address whatever the e-mail, then per address and e-mail.
      const admitted =
        (await addressThrottle.admit(`reset-address:${req.ip}`)) && (await throttle.admit(`reset:${req.ip}|${email}`))
      if (!admitted) throw new HttpError(429, TOO_MANY)
      const mail = await requestReset(db, email, linkBase)
      // Sent after the answer: how long the mail server takes must not tell a known e-mail from an unknown one.
      if (mail) {
        deliver(db, mailer, mail).catch((error: unknown) =>
          req.log.warn({ err: error }, 'e-mail de redefinição de senha não enviado'),
        )
      }
      reply.code(202)
      return { status: 202, value: { mensagem: RESET_REQUESTED } }
    },
  )

  app.post(
    paths.passwordResetConfirm,
    { config: { access: 'public' }, schema: { body: resetConfirmBody } },
    async (req) => {
      if (!(await addressThrottle.admit(`reset-confirm:${req.ip}`))) throw new HttpError(429, TOO_MANY_TRIES)
      await confirmReset(db, req.body.token, req.body.new_password)
      return { status: 200, value: { mensagem: RESET_DONE } }
    },
  )
}
