import { startTestSmtp } from './test-smtp'

/** The loopback SMTP server as a process (Playwright's webServer): `TEST_SMTP_PORT=6642 npx tsx tests/support/test-smtp-main.ts`. */
const smtp = await startTestSmtp(Number(process.env.TEST_SMTP_PORT ?? 0))
process.stdout.write(`Servidor SMTP de teste em 127.0.0.1:${smtp.port}\n`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => void smtp.close().then(() => process.exit(0)))
