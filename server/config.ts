import { resolve } from 'node:path'
import { z } from 'zod'
import { ATTEMPTS_PER_ADDRESS } from './modules/auth/login-throttle'
import { parseDsn } from './modules/client-errors/sentry'

const configSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  SESSION_TTL_HOURS: z.coerce.number().int().positive().default(12),
  /** The address users open, e.g. https://backoffice.example.com (for links in e-mails). */
  PUBLIC_URL: z.string().url().optional(),
  // Addresses or CIDR ranges of reverse proxies whose X-Forwarded-For is believed ('loopback' names 127.0.0.1/8
  // and ::1); empty: the client address is the connection's own, whatever the headers say.
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .refine((list) => !list.includes('true') && !list.includes('*'), 'TRUST_PROXY: informe os endereços dos proxies'),
  /** Failed logins, reset links asked and reset links tried allowed per client address in 15 minutes (each apart). */
  AUTH_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(1).default(ATTEMPTS_PER_ADDRESS),
  /** A Sentry-compatible DSN (https://<key>@<host>/<project>): error reports are also sent there. */
  ERROR_REPORTING_DSN: z
    .string()
    .optional()
    .refine((v) => v === undefined || v === '' || parseDsn(v) !== null, 'ERROR_REPORTING_DSN: DSN inválido')
    .transform((v) => (v ? v : undefined)),
  /** The AI assistant's OpenAI-compatible chat-completions endpoint (issue 17); without it the assistant is off. */
  AI_BASE_URL: z.string().url('AI_BASE_URL: endereço inválido').optional(),
  AI_MODEL: z.string().trim().min(1).optional(),
  /** Sent only from the server to the provider: never to the browser, never into the build. */
  AI_API_KEY: z.string().optional(),
  /** Seconds the provider may stay silent (before answering, or between two chunks) before the answer fails. */
  AI_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** Outgoing mail (DRE by e-mail, password reset); without SMTP_HOST no e-mail is sent and the pages say so. */
  SMTP_HOST: z.string().trim().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_USER: z.string().optional(),
  /** Sent only from the server to the mail server: never logged, never to the browser. */
  SMTP_PASSWORD: z.string().optional(),
  /** The sender, e.g. "AAWZ Back-office <nao-responda@example.com.br>"; default no-reply@SMTP_HOST. */
  SMTP_FROM: z.string().trim().min(1).optional(),
  /** true: TLS from the first byte (port 465); false: plain, upgraded with STARTTLS when the server offers it. */
  SMTP_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The fixed-income source the crawler reads; without it (outside production) a local stand-in, on first use. */
  CRAWLER_RF_URL: z.string().url('CRAWLER_RF_URL: endereço inválido').optional(),
  /** The inbox's receiving address (/bpo/caixa_entrada): an SMTP receiver on this port; without it none is started. */
  INBOX_SMTP_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  INBOX_SMTP_HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** The domain of the offices' receiving addresses: bpo-<office id>@INBOX_DOMAIN. */
  INBOX_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9.-]+$/, 'INBOX_DOMAIN: domínio inválido')
    .default('caixa.localhost'),
  /** Largest message the receiver accepts, in MB. */
  INBOX_MAX_MB: z.coerce.number().int().min(1).max(50).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
})

export type Config = z.infer<typeof configSchema> & { dataDir: string }

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
    throw new Error(`Configuração inválida:\n${lines.join('\n')}`)
  }
  return { ...parsed.data, dataDir: resolve(parsed.data.DATA_DIR) }
}
