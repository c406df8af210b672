import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import type { Message, StreamEvent } from '../../../src/contracts/assistant'
import { todayInBrazil } from '../../../src/contracts/bill-status'
import type { Db } from '../../db/connection'
import type { SessionUser } from '../../http/access'
import { HttpError, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { type Answer, streamAnswer } from './chat-loop'
import type { Provider } from './provider'
import { providerFailure } from './provider-errors'
import * as q from './queries'
import { runTool } from './tools'

export const NEW_CONVERSATION = 'Nova conversa'
export const CONVERSATION_NOT_FOUND = 'Conversa não encontrada'
const TITLE_CHARS = 60
/** Messages of the conversation sent back to the provider with a new question. */
const HISTORY_MESSAGES = 30
export const STOPPED_MARK = '\n\n_(resposta interrompida)_'

export async function createConversation(tx: Tx, owner: q.Owner, id: string): Promise<Outcome> {
  if (!(await q.insertConversation(tx, owner, id, NEW_CONVERSATION))) {
    const existing = await q.findConversation(tx, owner, id)
    if (!existing) throw new HttpError(409, 'Este identificador de conversa já está em uso.')
    return { status: 200, body: { status: 200, value: existing } }
  }
  const created = await q.findConversation(tx, owner, id)
  return { status: 201, body: { status: 201, value: created } }
}

export async function removeConversation(tx: Tx, owner: q.Owner, id: string): Promise<Outcome> {
  if (!(await q.deleteConversation(tx, owner, id))) throw notFound(CONVERSATION_NOT_FOUND)
  return { status: 200, body: { status: 200, value: true } }
}

export async function conversationOf(db: Db, owner: q.Owner, id: string) {
  const found = await q.findConversation(db, owner, id)
  if (!found) throw notFound(CONVERSATION_NOT_FOUND)
  return found
}

/** Stores a new question; the conversation's first one names it. */
export async function storeQuestion(
  db: Db,
  owner: q.Owner,
  conversation: { id: string; titulo: string },
  texto: string,
) {
  const question = await q.insertMessage(db, owner.office, conversation.id, {
    papel: 'user',
    conteudo: texto,
    raciocinio: [],
    fontes: [],
  })
  const titulo = conversation.titulo === NEW_CONVERSATION ? texto.slice(0, TITLE_CHARS) : undefined
  await q.touchConversation(db, owner, conversation.id, titulo)
  return question
}

/** 'Tentar novamente': the last question again, without the answers given to it. */
export async function lastQuestionForRetry(db: Db, office: number, conversation: string) {
  const messages = await q.listMessages(db, office, conversation)
  const index = messages.findLastIndex((m) => m.papel === 'user')
  if (index < 0) throw new HttpError(409, 'Não há pergunta para refazer nesta conversa.')
  for (const later of messages.slice(index + 1)) await q.deleteMessage(db, office, later.id)
  return messages[index]
}

function systemPrompt(today: string): string {
  return [
    'Você é o AAWZ Intelligence, assistente do back-office de um escritório de assessoria financeira.',
    'Responda sempre em português do Brasil, com markdown simples (listas, tabelas, negrito).',
    `Hoje é ${today}. Meses no formato AAAA-MM.`,
    'Para qualquer número do escritório use as ferramentas: nunca invente valores.',
    'Diga de qual DRE ou lista veio cada número; o aplicativo mostra os links das fontes abaixo da resposta.',
    'Se uma consulta for recusada, explique ao usuário que ele não tem acesso a essa informação.',
  ].join('\n')
}

const toChat = (m: Message): ChatCompletionMessageParam =>
  m.papel === 'user' ? { role: 'user', content: m.conteudo } : { role: 'assistant', content: m.conteudo }

/**
 * Answers the conversation's last question: streams the thinking step, the response tokens and the sources
 * through `emit`, then stores the answer (what was said so far, marked, when the user stopped it). A provider
 * failure becomes an `erro` event with a pt-BR line and stores nothing: 'Tentar novamente' asks again.
 */
export async function answer(opts: {
  db: Db
  provider: Provider
  user: SessionUser
  owner: q.Owner
  conversation: string
  emit: (event: StreamEvent) => void
  signal: AbortSignal
}) {
  const { db, owner, emit } = opts
  const history = (await q.listMessages(db, owner.office, opts.conversation)).slice(-HISTORY_MESSAGES)
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(todayInBrazil()) },
    ...history.map(toChat),
  ]
  const result: Answer = { conteudo: '', raciocinio: [], fontes: [] }
  const ctx = { db, user: opts.user, office: owner.office }
  try {
    await streamAnswer({
      provider: opts.provider,
      messages,
      runTool: (name, args) => runTool(ctx, name, args),
      emit,
      signal: opts.signal,
      answer: result,
    })
  } catch (error) {
    const failure = providerFailure(error)
    if (failure !== null) {
      emit({ tipo: 'erro', message: failure })
      return
    }
  }
  if (opts.signal.aborted) {
    if (!result.conteudo) return
    result.conteudo += STOPPED_MARK
  }
  const stored = await q.insertMessage(db, owner.office, opts.conversation, { papel: 'assistant', ...result })
  await q.touchConversation(db, owner, opts.conversation)
  emit({ tipo: 'fim', mensagem: stored })
}
