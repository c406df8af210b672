import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ASSISTANT_NOT_CONFIGURED,
  conversationCreateBody,
  conversationListQuery,
  conversationParams,
  type Message,
  questionBody,
  type StreamEvent,
} from '../../../src/contracts/assistant'
import { assistantPaths } from '../../../src/contracts/assistant-paths'
import { officeIdParams } from '../../../src/contracts/offices'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { HttpError } from '../../http/errors'
import { openEventStream } from '../../http/event-stream'
import { idempotent } from '../../http/idempotency'
import type { Provider } from './provider'
import * as q from './queries'
import * as service from './service'

const access = { access: ['equipe', 'gestor', 'assessor', 'planejador'] as const }

/** The user and office of a request: conversations belong to one user inside one office. */
function ownerOf(req: FastifyRequest, office: number) {
  const user = sessionUser(req)
  return { user, owner: { office: scopeOffice(user, office), user: user.id } }
}

export const assistantRoutes: FastifyPluginAsyncZod<{ db: Db; provider: Provider | null }> = async (
  app,
  { db, provider },
) => {
  /** Provider, conversation and office checks, then the answer streamed as server-sent events. */
  async function streamReply(
    req: FastifyRequest,
    reply: FastifyReply,
    params: { id: number; conversa: string },
    question: (owner: q.Owner, conversation: { id: string; titulo: string }) => Promise<Message | null>,
  ) {
    const { user, owner } = ownerOf(req, params.id)
    // Not a 503: the server works, this feature is switched off by configuration (and hostile-input forbids 5xx).
    if (!provider) throw new HttpError(409, ASSISTANT_NOT_CONFIGURED)
    const conversation = await service.conversationOf(db, owner, params.conversa)
    const asked = await question(owner, conversation)
    const stream = openEventStream<StreamEvent>(req, reply)
    if (asked) stream.emit({ tipo: 'pergunta', mensagem: asked })
    try {
      await service.answer({ db, provider, user, owner, conversation: conversation.id, ...stream })
    } catch (error) {
      req.log.error(error)
      stream.emit({ tipo: 'erro', message: 'Não foi possível concluir a resposta. Tente novamente.' })
    } finally {
      stream.end()
    }
  }

  app.get(
    assistantPaths.assistantStatus(':id'),
    { config: access, schema: { params: officeIdParams } },
    async (req) => {
      ownerOf(req, req.params.id)
      return { status: 200, value: { configurado: provider !== null, modelo: provider?.model ?? null } }
    },
  )

  app.get(
    assistantPaths.assistantConversations(':id'),
    { config: access, schema: { params: officeIdParams, querystring: conversationListQuery } },
    async (req) => {
      const { owner } = ownerOf(req, req.params.id)
      return { status: 200, value: await q.listConversations(db, owner, req.query.limite) }
    },
  )

  app.post(
    assistantPaths.assistantConversations(':id'),
    { config: access, schema: { params: officeIdParams, body: conversationCreateBody } },
    async (req, reply) => {
      const { owner } = ownerOf(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.createConversation(tx, owner, req.body.id))
    },
  )

  app.delete(
    assistantPaths.assistantConversation(':id', ':conversa'),
    { config: access, schema: { params: conversationParams } },
    async (req, reply) => {
      const { owner } = ownerOf(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.removeConversation(tx, owner, req.params.conversa))
    },
  )

  app.get(
    assistantPaths.assistantMessages(':id', ':conversa'),
    { config: access, schema: { params: conversationParams } },
    async (req) => {
      const { owner } = ownerOf(req, req.params.id)
      const conversation = await service.conversationOf(db, owner, req.params.conversa)
      return { status: 200, value: await q.listMessages(db, owner.office, conversation.id) }
    },
  )

  app.post(
    assistantPaths.assistantMessages(':id', ':conversa'),
    { config: access, schema: { params: conversationParams, body: questionBody } },
    (req, reply) =>
      streamReply(req, reply, req.params, (owner, conversation) =>
        service.storeQuestion(db, owner, conversation, req.body.texto),
      ),
  )

  app.post(
    assistantPaths.assistantRetry(':id', ':conversa'),
    { config: access, schema: { params: conversationParams } },
    (req, reply) =>
      streamReply(req, reply, req.params, async (owner, conversation) => {
        await service.lastQuestionForRetry(db, owner.office, conversation.id)
        return null
      }),
  )
}
