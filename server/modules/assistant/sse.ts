import type { FastifyReply, FastifyRequest } from 'fastify'
import type { StreamEvent } from '../../../src/contracts/assistant'

/**
 * Takes over the reply as a server-sent event stream (one JSON event per `data:` line). The returned signal
 * aborts when the browser goes away ('Parar' closes the request), so the provider call stops too.
 */
export function openEventStream(req: FastifyRequest, reply: FastifyReply) {
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
    emit(event: StreamEvent) {
      if (!reply.raw.writableEnded && !reply.raw.destroyed) reply.raw.write(`data: ${JSON.stringify(event)}\n\n`)
    },
    end() {
      ended = true
      if (!reply.raw.writableEnded) reply.raw.end()
    },
  }
}
