import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type TestSmtp = {
  port: number
  /** Messages accepted so far, parsed (attachments included). */
  received: ParsedMail[]
  /** Recipient addresses refused from now on with a 550 reply (an SMTP server that says no). */
  refuse: (addresses: string[]) => void
  /** Attempts to deliver to any address, accepted or refused. */
  attempts: () => number
  close: () => Promise<void>
}

/** A real SMTP server on loopback (no TLS, login optional but checked when given) that keeps what it receives. */
export async function startTestSmtp(
  port = 0,
  credentials: { user: string; pass: string } | null = null,
): Promise<TestSmtp> {
  const received: ParsedMail[] = []
  const refused = new Set<string>()
  let attempts = 0
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const ok = credentials && auth.username === credentials.user && auth.password === credentials.pass
      if (ok) callback(null, { user: auth.username })
      else callback(new Error('Usuário ou senha inválidos'))
    },
    onRcptTo(address, _session, callback) {
      attempts += 1
      if (refused.has(address.address)) {
        callback(Object.assign(new Error(`Caixa ${address.address} inexistente`), { responseCode: 550 }))
      } else callback()
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    refuse: (addresses) => {
      for (const a of addresses) refused.add(a)
    },
    attempts: () => attempts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
