import type { ClientErrorKind } from '@/contracts/client-errors'
import { paths } from '@/contracts/paths'
import { ApiError } from '../api/client'
import { cutText, scrubRoute, scrubText } from './scrub'

/** A page never sends more than this many reports, and the same error at most once a minute. */
export const MAX_REPORTS_PER_PAGE = 20
export const REPEAT_INTERVAL_MS = 60_000
const MESSAGE_MAX = 1000
const STACK_MAX = 4000

export type ReporterContext = {
  release: string
  /** The current route (path; a query is dropped anyway). */
  route: () => string
  /** The office selected in the top bar, if any. */
  office: () => number | null
  token: () => string | null
  /** Sends one report (form data); failures are ignored: a report must never raise an error of its own. */
  send?: (body: URLSearchParams, token: string | null) => void
}

const sendReport = (body: URLSearchParams, token: string | null) => {
  fetch(paths.clientErrors, {
    method: 'POST',
    body,
    headers: token ? { Authorization: token } : {},
    keepalive: true,
  }).catch(() => undefined)
}

/** Message and stack of whatever was thrown (an Error, a string, an event's payload…). */
export function describeError(error: unknown): { message: string; stack: string } {
  if (error instanceof Error) return { message: `${error.name}: ${error.message}`, stack: error.stack ?? '' }
  if (typeof error === 'string') return { message: error, stack: '' }
  try {
    return { message: JSON.stringify(error) ?? String(error), stack: '' }
  } catch {
    return { message: String(error), stack: '' }
  }
}

const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Loading (CSS )?chunk|ChunkLoadError|Unable to preload CSS/i
export const isChunkFailure = (message: string) => CHUNK_FAILURE.test(message)

export type ReportError = (tipo: ClientErrorKind, error: unknown, status?: number) => void

/**
 * Builds the report function: scrubs and cuts the text before it leaves the browser (the server scrubs again),
 * adds route, release and office, and holds back repeats and floods (an error in a render loop).
 */
export function createErrorReporter(ctx: ReporterContext): ReportError {
  const send = ctx.send ?? sendReport
  const lastSent = new Map<string, number>()
  let count = 0
  return (tipo, error, status) => {
    const { message, stack } = describeError(error)
    const key = `${tipo}\n${message}\n${stack.split('\n', 3).join('\n')}`
    const now = Date.now()
    const last = lastSent.get(key)
    if (count >= MAX_REPORTS_PER_PAGE || (last !== undefined && now - last < REPEAT_INTERVAL_MS)) return
    lastSent.set(key, now)
    count++
    const body = new URLSearchParams({
      tipo,
      mensagem: cutText(scrubText(message), MESSAGE_MAX) || 'Erro sem mensagem',
      rota: scrubRoute(ctx.route()),
      release: ctx.release,
    })
    if (stack) body.set('pilha', cutText(scrubText(stack), STACK_MAX))
    if (status !== undefined) body.set('status_http', String(status))
    const office = ctx.office()
    if (office) body.set('id_escritorio', String(office))
    send(body, ctx.token())
  }
}

/**
 * Reports uncaught errors, unhandled rejections and failed chunk loads of `target` (the window). Calls that
 * failed with a 5xx are reported by the API client (`onServerError`), and offline failures are not errors.
 * Returns the function that stops listening.
 */
export function installErrorReporting(target: Window, report: ReportError): () => void {
  const onError = (event: ErrorEvent) => {
    const error = event.error ?? event.message
    report(isChunkFailure(describeError(error).message) ? 'chunk' : 'erro', error)
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason
    if (reason instanceof ApiError && (reason.status === 0 || reason.status >= 500)) return
    report(isChunkFailure(describeError(reason).message) ? 'chunk' : 'rejeicao', reason)
  }
  const onPreloadError = (event: Event) => report('chunk', (event as Event & { payload?: unknown }).payload ?? event)
  target.addEventListener('error', onError)
  target.addEventListener('unhandledrejection', onRejection)
  target.addEventListener('vite:preloadError', onPreloadError)
  return () => {
    target.removeEventListener('error', onError)
    target.removeEventListener('unhandledrejection', onRejection)
    target.removeEventListener('vite:preloadError', onPreloadError)
  }
}
