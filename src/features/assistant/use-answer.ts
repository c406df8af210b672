import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { Message, Source, StreamEvent } from '@/contracts/assistant'
import { assistantPaths } from '@/contracts/assistant-paths'
import { readAnswer } from './answer-stream'
import { assistantQueries } from './assistant-api'

/** The answer being streamed: its thinking step, the response so far, its sources, or the failure. */
export type LiveAnswer = {
  pergunta: string | null
  pensamento: string[]
  resposta: string
  fontes: Source[]
  erro: string | null
  emAndamento: boolean
}

const start = (pergunta: string | null): LiveAnswer => ({
  pergunta,
  pensamento: [],
  resposta: '',
  fontes: [],
  erro: null,
  emAndamento: true,
})

function apply(live: LiveAnswer, event: StreamEvent): LiveAnswer {
  switch (event.tipo) {
    case 'pensamento':
      return { ...live, pensamento: [...live.pensamento, event.texto] }
    case 'resposta':
      return { ...live, resposta: live.resposta + event.texto }
    case 'fonte':
      return { ...live, fontes: [...live.fontes, event.fonte] }
    case 'erro':
      return { ...live, erro: event.message }
    default:
      return live
  }
}

/** Sends a question (or 'Tentar novamente') and follows the streamed answer; 'Parar' aborts it. */
export function useAnswer(office: number) {
  const queryClient = useQueryClient()
  const [live, setLive] = useState<LiveAnswer | null>(null)
  const controller = useRef<AbortController | null>(null)
  /** The stored question and answer go into the conversation's messages as they arrive, whatever a refetch saw. */
  const keep = (conversation: string, message: Message) =>
    queryClient.setQueryData<Message[]>(assistantQueries.messages(office, conversation).queryKey, (list) =>
      list?.some((m) => m.id === message.id) ? list : [...(list ?? []), message],
    )
  async function run(conversation: string, url: string, body: object | null, pergunta: string | null) {
    const abort = new AbortController()
    controller.current = abort
    setLive(start(pergunta))
    let failure: string | null = null
    try {
      await readAnswer(url, body, abort.signal, (event) => {
        if (event.tipo === 'erro') failure = event.message
        if (event.tipo === 'pergunta' || event.tipo === 'fim') keep(conversation, event.mensagem)
        setLive((current) => (current ? apply(current, event) : current))
      })
    } catch (error) {
      if (!abort.signal.aborted) failure = error instanceof Error ? error.message : String(error)
    }
    // A stopped answer is stored by the server as it closes the stream: give it a moment.
    if (abort.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 400))
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: assistantQueries.messages(office, conversation).queryKey }),
      queryClient.invalidateQueries({ queryKey: [...assistantQueries.all(), office, 'conversations'] }),
    ])
    controller.current = null
    setLive(failure ? { ...start(null), erro: failure, emAndamento: false } : null)
  }

  return {
    live,
    ask: (conversation: string, texto: string) =>
      run(conversation, assistantPaths.assistantMessages(office, conversation), { texto }, texto),
    retry: (conversation: string) => {
      // The answers after the last question go away on the server: hide them at once.
      queryClient.setQueryData<Message[]>(assistantQueries.messages(office, conversation).queryKey, (list) => {
        if (!list) return list
        const last = list.findLastIndex((m) => m.papel === 'user')
        return last < 0 ? list : list.slice(0, last + 1)
      })
      return run(conversation, assistantPaths.assistantRetry(office, conversation), null, null)
    },
    stop: () => controller.current?.abort(),
  }
}
