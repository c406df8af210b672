import { z } from 'zod'
import { envelope } from './envelope'
import { formBoolean } from './form-boolean'
import { recordId } from './primitives'

export const SECOND_FACTOR_NEEDED = 'Digite o código do seu aplicativo autenticador.'
export const WRONG_CODE = 'Código inválido. Confira o código do aplicativo e tente de novo.'
export const CODE_REUSED = 'Este código já foi usado. Aguarde o próximo código do aplicativo.'
export const CHALLENGE_EXPIRED = 'A verificação expirou. Entre novamente com e-mail e senha.'
export const TOO_MANY_CODES = 'Muitas tentativas de código. Aguarde alguns minutos e tente novamente.'
export const ENROL_FIRST = 'Ative a verificação em duas etapas para continuar.'
export const SESSION_NOT_FOUND = 'Sessão não encontrada ou já encerrada.'
export const TWO_FACTOR_REQUIRED = 'A verificação em duas etapas é obrigatória para a sua conta.'

/** A 6-digit code of the authenticator app or a recovery code ('xxxxx-xxxxx'). */
const code = z
  .string()
  .trim()
  .min(1, 'Campo obrigatório')
  .max(20, WRONG_CODE)
  .regex(/^[0-9A-Za-z\s-]+$/, WRONG_CODE)

/** POST /login when the account has a second factor: no session yet, a challenge for the second step. */
export const secondFactorChallenge = z.object({
  segundo_fator: z.literal(true),
  desafio: z.string(),
  expira_em: z.string(),
})
export type SecondFactorChallenge = z.infer<typeof secondFactorChallenge>

export const secondFactorBody = z.object({ desafio: z.string().min(1).max(200), codigo: code })
export type SecondFactorBody = z.infer<typeof secondFactorBody>

export const twoFactorStatus = z.object({
  ativo: z.boolean(),
  /** Staff, or a gestor whose office asks for it: cannot be turned off. */
  obrigatorio: z.boolean(),
  codigos_restantes: z.number().int(),
  ativado_em: z.string().nullable(),
  /** For a gestor: whether the office asks every gestor for it (null for everybody else). */
  exigido_pelo_escritorio: z.boolean().nullable(),
})
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>
export const twoFactorStatusResponse = envelope(twoFactorStatus)

/** The secret of a pending enrolment: the QR code (a PNG data URL) and the same secret as text. */
export const enrolment = z.object({ segredo: z.string(), uri: z.string(), qr: z.string() })
export type Enrolment = z.infer<typeof enrolment>
export const enrolmentResponse = envelope(enrolment)

export const confirmBody = z.object({ codigo: code })
/** The recovery codes, shown once. */
export const recoveryCodesResponse = envelope(z.object({ codigos_recuperacao: z.array(z.string()) }))

export const disableBody = z.object({ senha: z.string().min(1, 'Campo obrigatório').max(200), codigo: code })

export const officeTwoFactorBody = z.object({ exigir: formBoolean })

export const sessionRow = z.object({
  id: z.number().int(),
  dispositivo: z.string(),
  endereco: z.string().nullable(),
  ultimo_uso: z.string(),
  criada_em: z.string(),
  atual: z.boolean(),
})
export type SessionRow = z.infer<typeof sessionRow>
export const sessionsResponse = envelope(z.array(sessionRow))
export const sessionParams = z.object({ id: recordId(SESSION_NOT_FOUND) })
