import { type StreamEvent, streamEvent } from '@/contracts/assistant'
import { ApiError, currentAuthorization, OFFLINE_MESSAGE, reportUnauthorized } from '@/lib/api/client'

/**
 * Posts to an answer endpoint and hands each server-sent event to `onEvent` as it arrives. A refusal before
 * the stream (no provider, bad input, 401) throws an ApiError with the server's pt-BR message.
 */
export async function readAnswer(
  url: string,
  body: object | null,
  signal: AbortSignal,
  onEvent: (event: StreamEvent) => void,
) {
  const headers: Record<string, string> = { Accept: 'text/event-stream' }
  const token = currentAuthorization()
  if (token) headers.Authorization = token
  if (body) headers['Content-Type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(url, { method: 'POST', headers, body: body ? JSON.stringify(body) : undefined, signal })
  } catch (error) {
    if (signal.aborted) throw error
    throw new ApiError(0, OFFLINE_MESSAGE)
  }
  if (!response.ok || !response.body) {
    if (response.status === 401) reportUnauthorized()
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
      const parsed = streamEvent.safeParse(JSON.parse(block.slice(6)))
      if (parsed.success) onEvent(parsed.data)
    }
  }
}
