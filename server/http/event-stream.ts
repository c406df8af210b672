import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * Takes over the reply as a server-sent event stream (one JSON event per `data:` line). The returned signal
 * aborts when the browser goes away (the assistant's 'Parar' closes the request, so the provider call stops
 * too; a closed rooms page ends its live stream).
 */
export function openEventStream<Event>(req: FastifyRequest, reply: FastifyReply) {
  reply.hijack()
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  })
  const controller = new AbortController()
  let ended = false
  reply.raw.on('close', () => {
    if (!ended) controller.abort()
  })
  req.raw.on('aborted', () => controller.abort())
  return {
    signal: controller.signal,
    emit(event: Event) {
      if (!reply.raw.writableEnded && !reply.raw.destroyed) reply.raw.write(`data: ${JSON.stringify(event)}\n\n`)
    },
    /** A comment line: keeps proxies from closing an idle stream. */
    ping() {
      if (!reply.raw.writableEnded && !reply.raw.destroyed) reply.raw.write(': ping\n\n')
    },
    end() {
      ended = true
      if (!reply.raw.writableEnded) reply.raw.end()
    },
  }
}
