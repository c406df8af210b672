import { trackReach } from '../online'
import { ApiError, currentAuthorization, OFFLINE_MESSAGE, reportUnauthorized } from './client'

type StreamOptions<E> = {
  method?: 'GET' | 'POST'
  body?: object | null
  signal: AbortSignal
  /** The event of one `data:` line, or null to skip a line this client does not know. */
  parse: (data: unknown) => E | null
  onEvent: (event: E) => void
}

/**
 * Opens a server-sent event stream with the session's Authorization header (EventSource cannot send one) and
 * hands each event to `onEvent` as it arrives; resolves when the server ends the stream. A refusal before the
 * stream (bad input, 401, 403) throws an ApiError with the server's pt-BR message; no connection throws one
 * with status 0.
 */
export async function readEventStream<E>(
  url: string,
  { method = 'GET', body = null, signal, parse, onEvent }: StreamOptions<E>,
) {
  const headers: Record<string, string> = { Accept: 'text/event-stream' }
  const token = currentAuthorization()
  if (token) headers.Authorization = token
  if (body) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await trackReach(fetch(url, { method, headers, body: body ? JSON.stringify(body) : undefined, signal }))
  } catch (error) {
    if (signal.aborted) throw error
    throw new ApiError(0, OFFLINE_MESSAGE)
  }
  if (!response.ok || !response.body) {
    if (response.status === 401) reportUnauthorized(token)
    const data = (await response.json().catch(() => ({}))) as { message?: unknown }
    throw new ApiError(response.status, typeof data.message === 'string' ? data.message : `Erro ${response.status}`)
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) return
    buffer += value
    const blocks = buffer.split('\n\n')
    buffer = blocks.pop() ?? ''
    for (const block of blocks) {
      if (!block.startsWith('data: ')) continue
      const event = parse(JSON.parse(block.slice(6)))
      if (event !== null) onEvent(event)
    }
  }
}
