import { z } from 'zod'
import { checkNewPassword, requiredString } from './rules'

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 60

/** The same answer whether or not the e-mail has an account: the page never reveals which. */
export const RESET_REQUESTED =
  'Se este e-mail tiver acesso, enviamos a ele uma mensagem com um link para criar uma nova senha, válido por 1 hora.'
/** Reset by e-mail is refused, whatever the e-mail, when this server cannot send it (no SMTP, or no PUBLIC_URL in production). */
export const RESET_BY_MAIL_OFF =
  'A redefinição de senha por e-mail não está configurada neste servidor. Peça ao gestor do seu escritório para redefinir sua senha em Acessos.'
export const RESET_INVALID = 'Este link é inválido, já foi usado ou expirou. Peça um novo em “Esqueci minha senha”.'
export const RESET_DONE = 'Senha redefinida. Entre com a nova senha.'

export const resetRequestBody = z.object({
  email: z.string().trim().min(1, 'Campo obrigatório').email('E-mail inválido'),
})

export const resetConfirmBody = z
  .object({
    token: z.string().min(1, RESET_INVALID).max(200, RESET_INVALID),
    new_password: requiredString,
    confirm_new_password: requiredString,
  })
  .superRefine(checkNewPassword)
export type ResetConfirm = z.infer<typeof resetConfirmBody>
