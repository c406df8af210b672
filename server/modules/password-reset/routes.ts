import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { RESET_DONE, RESET_REQUESTED, resetConfirmBody, resetRequestBody } from '../../../src/contracts/password-reset'
import { paths } from '../../../src/contracts/paths'
import type { Db } from '../../db/connection'
import { HttpError } from '../../http/errors'
import type { LoginThrottle } from '../auth/login-throttle'
import { confirmReset, requestReset } from './service'

type Options = { db: Db; throttle: LoginThrottle; addressThrottle: LoginThrottle; publicUrl: string | undefined }
const TOO_MANY = 'Muitos pedidos de redefinição. Aguarde alguns minutos e tente novamente.'
const TOO_MANY_TRIES = 'Muitas tentativas de redefinir a senha. Aguarde alguns minutos e tente novamente.'

export const passwordResetRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, throttle, addressThrottle, publicUrl },
) => {
  app.post(
    paths.passwordResetRequest,
    { config: { access: 'public' }, schema: { body: resetRequestBody } },
    async (req, reply) => {
      const email = req.body.email.toLowerCase()
      // Per address whatever the e-mail, then per address and e-mail.
      const admitted =
        (await addressThrottle.admit(`reset-address:${req.ip}`)) && (await throttle.admit(`reset:${req.ip}|${email}`))
      if (!admitted) throw new HttpError(429, TOO_MANY)
      // The link's address: PUBLIC_URL when configured, else the address this request came to.
      await requestReset(db, email, publicUrl ?? `${req.protocol}://${req.host}`)
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
