import { paths } from '@/contracts/paths'
import { describeError, type ReportError } from './install'
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
