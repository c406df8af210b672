import { type StreamEvent, streamEvent } from '@/contracts/assistant'
import { readEventStream } from '@/lib/api/event-stream'

/**
 * Posts to an answer endpoint and hands each server-sent event to `onEvent` as it arrives. A refusal before
 * the stream (no provider, bad input, 401) throws an ApiError with the server's pt-BR message.
 */
export function readAnswer(
  url: string,
  body: object | null,
  signal: AbortSignal,
  onEvent: (event: StreamEvent) => void,
) {
  return readEventStream(url, {
    method: 'POST',
    body,
    signal,
    parse: (data) => {
      const parsed = streamEvent.safeParse(data)
      return parsed.success ? parsed.data : null
    },
    onEvent,
  })
}
