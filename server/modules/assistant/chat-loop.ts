import type {
  ChatCompletionMessageFunctionToolCall,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions'
import type { Source, StreamEvent } from '../../../src/contracts/assistant'
import type { Provider } from './provider'
import { ProviderSilent } from './provider-errors'
import type { ToolResult } from './tool-context'
import { toolDefinitions } from './tools'

export type Answer = { conteudo: string; raciocinio: string[]; fontes: Source[] }
export const FIRST_STEP = 'Analisando a pergunta.'
/** Rounds of tool calls before the assistant must answer with what it has. */
const MAX_ROUNDS = 4
const ROUNDS_EXHAUSTED = 'Não consegui concluir a resposta com as consultas disponíveis. Reformule a pergunta.'

type CallParts = { id: string; name: string; arguments: string }

/**
 * One request to the provider: content pieces go to `onText` as they come, tool-call fragments are joined by
 * `index` into `parts`. A silence longer than `provider.silenceMs` aborts it with ProviderSilent (the SDK's own
 * timeout ends once the answer's headers arrive, so a stream that stalls would otherwise wait forever).
 */
async function streamRound(
  provider: Provider,
  messages: ChatCompletionMessageParam[],
  signal: AbortSignal,
  parts: CallParts[],
  onText: (piece: string) => void,
): Promise<string> {
  const silence = new AbortController()
  let timer = setTimeout(() => silence.abort(), provider.silenceMs)
  const heard = () => {
    clearTimeout(timer)
    timer = setTimeout(() => silence.abort(), provider.silenceMs)
  }
  let text = ''
  try {
    const stream = await provider.client.chat.completions.create(
      { model: provider.model, messages, tools: toolDefinitions, stream: true },
      { signal: AbortSignal.any([signal, silence.signal]) },
    )
    for await (const chunk of stream) {
      heard()
      const delta = chunk.choices[0]?.delta
      if (!delta) continue
      if (delta.content) {
        text += delta.content
        onText(delta.content)
      }
      for (const fragment of delta.tool_calls ?? []) {
        parts[fragment.index] ??= { id: '', name: '', arguments: '' }
        const call = parts[fragment.index]
        if (fragment.id) call.id = fragment.id
        if (fragment.function?.name) call.name += fragment.function.name
        if (fragment.function?.arguments) call.arguments += fragment.function.arguments
      }
    }
  } catch (error) {
    if (!silence.signal.aborted || signal.aborted) throw error
  } finally {
    clearTimeout(timer)
  }
  if (silence.signal.aborted && !signal.aborted) throw new ProviderSilent()
  return text
}

/**
 * Streams one answer: each round asks the provider with the tools, forwards content tokens as they come and
 * accumulates tool-call fragments by `index`. Whether tools run is decided from those accumulated calls, never
 * from `finish_reason` (compatible servers differ). `answer` is filled as it goes, so a stopped stream keeps
 * what was already said.
 */
export async function streamAnswer(opts: {
  provider: Provider
  messages: ChatCompletionMessageParam[]
  runTool: (name: string, args: string) => Promise<ToolResult>
  emit: (event: StreamEvent) => void
  signal: AbortSignal
  answer: Answer
}): Promise<void> {
  const { provider, messages, emit, answer } = opts
  answer.raciocinio.push(FIRST_STEP)
  emit({ tipo: 'pensamento', texto: FIRST_STEP })
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const parts: CallParts[] = []
    const text = await streamRound(provider, messages, opts.signal, parts, (piece) => {
      answer.conteudo += piece
      emit({ tipo: 'resposta', texto: piece })
    })
    // The SDK ends the stream quietly when the signal aborts ('Parar'): no tool runs after a stop.
    if (opts.signal.aborted) return
    const calls: ChatCompletionMessageFunctionToolCall[] = parts
      .filter((p) => p?.name)
      .map((p, i) => ({
        id: p.id || `chamada_${round}_${i}`,
        type: 'function',
        function: { name: p.name, arguments: p.arguments },
      }))
    if (calls.length === 0) return
    messages.push({ role: 'assistant', content: text || null, tool_calls: calls })
    for (const call of calls) {
      const result = await opts.runTool(call.function.name, call.function.arguments)
      answer.raciocinio.push(result.passo)
      emit({ tipo: 'pensamento', texto: result.passo })
      for (const fonte of result.fontes ?? []) {
        if (answer.fontes.some((f) => f.href === fonte.href)) continue
        answer.fontes.push(fonte)
        emit({ tipo: 'fonte', fonte })
      }
      messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result.dados) })
    }
  }
  if (!answer.conteudo) {
    answer.conteudo = ROUNDS_EXHAUSTED
    emit({ tipo: 'resposta', texto: ROUNDS_EXHAUSTED })
  }
}
