import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import type { Db } from '../../db/connection'
import type { FileStore } from '../../files/file-store'
import { HttpError } from '../../http/errors'
import { ParseBusy } from '../../parsing/limits'
import { type Notice, pushNotices } from '../bpo/approval-notices'
import type { PushEndpointPolicy } from '../push/endpoint-check'
import { readInboxMail } from './read-attachments'
import { receiveMail } from './service'

// The inbox's receiving address: a small SMTP receiver (no relay, no auth: it accepts mail only for
// bpo-<office id>@<INBOX_DOMAIN>) started with the server when INBOX_SMTP_PORT is set. A message for several offices
// is stored once in each. It should sit behind the organisation's MX (TLS, spam filtering); docs/bpo-invoices-inbox.md.

export type InboxSmtpOptions = { host: string; port: number; domain: string; maxMb: number }

/** The office's receiving address. */
export const receivingAddress = (office: number, domain: string) => `bpo-${office}@${domain}`

/** The office an address points at, if it is one of ours. */
export function officeOfAddress(address: string, domain: string): number | null {
  const m = /^bpo-(\d{1,9})@(.+)$/.exec(address.trim().toLowerCase())
  return m && m[2] === domain ? Number(m[1]) : null
}

async function officeExists(db: Db, office: number) {
  const res = await db.execute(sql`select 1 from escritorios where id_escritorio = ${office}`)
  return res.rows.length > 0
}

export async function startInboxSmtp(
  deps: {
    db: Db
    files: FileStore
    pushPolicy: PushEndpointPolicy
    log: { warn: (m: string) => void; error: (e: unknown) => void }
  },
  options: InboxSmtpOptions,
) {
  const { db, log } = deps
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: options.maxMb * 1024 * 1024,
    banner: 'Caixa de entrada do BPO',
    logger: false,
    async onRcptTo(address, _session, callback) {
      const office = officeOfAddress(address.address, options.domain)
      if (office === null || !(await officeExists(db, office).catch(() => false)))
        return callback(Object.assign(new Error('Endereço desconhecido'), { responseCode: 550 }))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', async () => {
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded)
          return callback(Object.assign(new Error('Mensagem grande demais'), { responseCode: 552 }))
        try {
          const mail = await readInboxMail(Buffer.concat(chunks))
          const offices = new Set(session.envelope.rcptTo.map((r) => officeOfAddress(r.address, options.domain)))
          for (const office of offices) {
            if (office === null) continue
            const notices: Notice[] = []
            await db
              .transaction((tx) => receiveMail(deps, tx, { office, user: null, notices }, mail, 'smtp'))
              .catch((error: unknown) => {
                // The same message twice (a retry of the sending server) is accepted and kept once.
                if (!(error instanceof HttpError && error.statusCode === 409)) throw error
              })
            pushNotices(db, notices, { policy: deps.pushPolicy, log: log.warn, error: log.error })
          }
          callback()
        } catch (error) {
          if (error instanceof HttpError && !(error instanceof ParseBusy))
            return callback(Object.assign(new Error(error.message), { responseCode: 554 }))
          log.error(error)
          callback(Object.assign(new Error('Falha temporária'), { responseCode: 451 }))
        }
      })
    },
  })
  server.on('error', (e) => log.error(e))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, options.host, () => resolve())
  })
  return {
    port: () => (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
export type InboxSmtp = Awaited<ReturnType<typeof startInboxSmtp>>
