import { randomUUID } from 'node:crypto'

/** Where a Sentry-compatible service takes events, from a DSN `https://<key>@<host>[/<path>]/<project>`. */
export type SentryTarget = { storeUrl: string; auth: string }

export function parseDsn(dsn: string): SentryTarget | null {
  let url: URL
  try {
    url = new URL(dsn)
  } catch {
    return null
  }
  const parts = url.pathname.split('/').filter(Boolean)
  const project = parts.pop()
  if (!url.username || !project || !/^\d+$/.test(project) || !['http:', 'https:'].includes(url.protocol)) return null
  const prefix = parts.length ? `/${parts.join('/')}` : ''
  return {
    storeUrl: `${url.protocol}//${url.host}${prefix}/api/${project}/store/`,
    auth: `Sentry sentry_version=7, sentry_client=aawz-backoffice/1.0, sentry_key=${decodeURIComponent(url.username)}`,
  }
}

/** The stored (already scrubbed) report as it goes out: nothing the database does not keep. */
export type ForwardedReport = {
  tipo: string
  mensagem: string
  pilha: string | null
  fingerprint: string
  rota: string
  release: string
  status_http: number | null
  id_usuario: number | null
  id_escritorio: number | null
}

export function sentryEvent(r: ForwardedReport) {
  return {
    event_id: randomUUID().replaceAll('-', ''),
    timestamp: new Date().toISOString(),
    platform: 'javascript',
    level: 'error',
    logger: 'aawz-web',
    ...(r.release ? { release: r.release } : {}),
    message: { formatted: r.mensagem },
    fingerprint: [r.fingerprint],
    tags: {
      tipo: r.tipo,
      rota: r.rota,
      ...(r.status_http ? { status_http: String(r.status_http) } : {}),
      ...(r.id_escritorio ? { id_escritorio: String(r.id_escritorio) } : {}),
    },
    ...(r.id_usuario ? { user: { id: String(r.id_usuario) } } : {}),
    ...(r.pilha ? { extra: { pilha: r.pilha } } : {}),
  }
}

const FORWARD_TIMEOUT_MS = 5000

/** Sends one event; a failure is the caller's to log, never the reporter's problem. */
export async function forwardToSentry(target: SentryTarget, report: ForwardedReport): Promise<void> {
  const res = await fetch(target.storeUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Sentry-Auth': target.auth },
    body: JSON.stringify(sentryEvent(report)),
    signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
  })
  if (!res.ok) throw new Error(`Serviço de erros respondeu ${res.status}`)
}
