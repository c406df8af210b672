import nodemailer from 'nodemailer'
import type { Config } from '../config'

export type MailAttachment = { filename: string; content: Buffer; contentType: string }
export type MailMessage = { to: string[]; subject: string; text: string; attachments?: MailAttachment[] }

/** Sends one message; a throw (connection refused, a recipient refused) carries the server's reason. */
export type Mailer = { send: (message: MailMessage) => Promise<void> }

export type MailConfig = Partial<
  Pick<Config, 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_USER' | 'SMTP_PASSWORD' | 'SMTP_FROM' | 'SMTP_SECURE'>
>

export const SMTP_MISSING =
  'O envio de e-mails não está configurado neste servidor (SMTP). Peça ao administrador para configurá-lo.'

/** Why a send failed, in a form the page can show: the SMTP reply when there is one. */
function reason(error: unknown): string {
  const e = error as { response?: string; code?: string; message?: string }
  const text = e.response ?? e.message ?? String(error)
  if (e.code === 'ECONNREFUSED' || e.code === 'ESOCKET' || e.code === 'ETIMEDOUT' || e.code === 'ECONNECTION') {
    return `Servidor de e-mail inacessível: ${text}`
  }
  return `O servidor de e-mail recusou o envio: ${text}`
}

/** The SMTP client of the configuration, or null when SMTP_HOST is not set (no e-mail leaves this server). */
export function mailerFromConfig(config: MailConfig): Mailer | null {
  const host = config.SMTP_HOST
  if (!host) return null
  const transport = nodemailer.createTransport({
    host,
    port: config.SMTP_PORT ?? 587,
    secure: config.SMTP_SECURE ?? false,
    auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  })
  const from = config.SMTP_FROM ?? `AAWZ Back-office <nao-responda@${host}>`
  return {
    async send(message) {
      try {
        await transport.sendMail({ from, ...message })
      } catch (error) {
        throw new Error(reason(error).slice(0, 480))
      }
    },
  }
}
