import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A fake OpenAI-compatible chat-completions server on 127.0.0.1 for tests: `POST /v1/chat/completions` with
 * `stream: true` answers SSE `data: {chat.completion.chunk}` lines, tool-call fragments keyed by `index`
 * (arguments cut in pieces, the id only in the first), then `data: [DONE]`. Like some compatible servers, a
 * tool-call turn ends with finish_reason 'stop', so a client that trusts finish_reason misses the calls.
 */
export type ChatRequest = {
  model: string
  messages: { role: string; content?: string | null; tool_call_id?: string }[]
  tools?: { function: { name: string } }[]
}
export type Turn = {
  text?: string
  toolCalls?: { name: string; arguments: Record<string, unknown> }[]
  /** Pause before each chunk (a slow provider). */
  delayMs?: number
  /** Answer this HTTP status with an error body instead of a stream. */
  status?: number
}
export type Script = (request: ChatRequest) => Turn

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const pieces = (text: string, size: number) => text.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? []

async function readJson(req: IncomingMessage): Promise<ChatRequest> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString('utf8'))
}

async function stream(res: ServerResponse, model: string, turn: Turn) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  const id = `chatcmpl-${Date.now()}`
  const send = async (delta: object, finish: string | null = null) => {
    if (turn.delayMs) await sleep(turn.delayMs)
    if (res.destroyed) return
    const chunk = {
      id,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, delta, finish_reason: finish }],
    }
    res.write(`data: ${JSON.stringify(chunk)}\n\n`)
  }
  await send({ role: 'assistant', content: '' })
  for (const piece of pieces(turn.text ?? '', 6)) await send({ content: piece })
  for (const [index, call] of (turn.toolCalls ?? []).entries()) {
    const args = pieces(JSON.stringify(call.arguments), 9)
    await send({
      tool_calls: [{ index, id: `call_${index}`, type: 'function', function: { name: call.name, arguments: '' } }],
    })
    for (const fragment of args) await send({ tool_calls: [{ index, function: { arguments: fragment } }] })
  }
  await send({}, 'stop')
  if (!res.destroyed) res.end('data: [DONE]\n\n')
}

export async function startFakeOpenAI(script: Script, port = 0) {
  const requests: ChatRequest[] = []
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/healthz') return void res.end('ok')
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end()
      return
    }
    void readJson(req).then(async (body) => {
      requests.push(body)
      const turn = script(body)
      if (turn.status) {
        res.writeHead(turn.status, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: { message: 'falha simulada', type: 'server_error' } }))
        return
      }
      await stream(res, body.model, turn)
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: bound } = server.address() as AddressInfo
  return {
    baseURL: `http://127.0.0.1:${bound}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
