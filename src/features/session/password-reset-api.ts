import { z } from 'zod'
import { envelope } from '@/contracts/envelope'
import type { ResetConfirm } from '@/contracts/password-reset'
import { paths } from '@/contracts/paths'
import { requestParsed } from '@/lib/api/client'

const messageResponse = envelope(z.object({ mensagem: z.string() }))

export const requestPasswordReset = (email: string) =>
  requestParsed(messageResponse, 'POST', paths.passwordResetRequest, { body: { email } }).then((r) => r.value.mensagem)

export const confirmPasswordReset = (body: ResetConfirm) =>
  requestParsed(messageResponse, 'POST', paths.passwordResetConfirm, { body }).then((r) => r.value.mensagem)
