import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { officeIdParams } from '../../../src/contracts/offices'
import { roomPaths } from '../../../src/contracts/room-paths'
import {
  newRoomBody,
  peerChatBody,
  type RoomEvent,
  renameRoomBody,
  roomEventsQuery,
  roomMembersBody,
  roomMessageBody,
  roomMessagesQuery,
  roomParams,
} from '../../../src/contracts/rooms'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { notFound } from '../../http/errors'
import { openEventStream } from '../../http/event-stream'
import { idempotent } from '../../http/idempotency'
import { createStreamSlots } from '../../http/stream-slots'
import { findOffice } from '../offices/queries'
import type { PushEndpointPolicy } from '../push/endpoint-check'
import { pushToUsers } from '../push/sender'
import type { RoomHub } from './live-hub'
import * as q from './queries'
import * as service from './service'

const ALL = { access: ['equipe', 'gestor', 'assessor', 'planejador', 'cliente'] as const }
const PING_MS = 25_000
/** Live streams one session may hold open (a tab holds one). */
export const MAX_STREAMS_PER_SESSION = 5

export type RoomRouteOptions = {
  db: Db
  hub: RoomHub
  pushPolicy: PushEndpointPolicy
  /** A live stream ends after this long and the browser reconnects (so load balancers can move it). */
  streamMs: number
}

/** Issue 17 rooms: every member of an office's room, clients included (only their own peer chats). */
export const roomRoutes: FastifyPluginAsyncZod<RoomRouteOptions> = async (app, { db, hub, pushPolicy, streamMs }) => {
  // Open streams end when the server shuts down, so closing never waits for their lifetime.
  const openStreams = new Set<() => void>()
  const slots = createStreamSlots(MAX_STREAMS_PER_SESSION)
  app.addHook('onClose', async () => {
    for (const finish of openStreams) finish()
  })
  const memberOf = (req: { params: { id: number } } & Parameters<typeof sessionUser>[0]) => {
    const user = sessionUser(req)
    const manager = user.role === 'equipe' || user.role === 'gestor'
    return { user, member: { office: scopeOffice(user, req.params.id), user: user.id, manager } }
  }

  app.get(roomPaths.rooms(':id'), { config: ALL, schema: { params: officeIdParams } }, async (req) => {
    const { member } = memberOf(req)
    return { status: 200, value: await q.listRooms(db, member) }
  })

  app.post(
    roomPaths.rooms(':id'),
    { config: { access: ['equipe', 'gestor'] }, schema: { params: officeIdParams, body: newRoomBody } },
    async (req, reply) => {
      const { member } = memberOf(req)
      return idempotent(db, req, reply, (tx) => service.createTeamRoom(tx, member, req.body))
    },
  )

  app.get(
    roomPaths.roomCandidates(':id'),
    { config: { access: ['equipe', 'gestor'] }, schema: { params: officeIdParams } },
    async (req) => {
      const { member } = memberOf(req)
      return { status: 200, value: await q.professionalUsers(db, member.office) }
    },
  )

  app.get(
    roomPaths.roomMessages(':id', ':token'),
    { config: ALL, schema: { params: roomParams, querystring: roomMessagesQuery } },
    async (req) => {
      const { member } = memberOf(req)
      await service.roomFor(db, member, req.params.token)
      return { status: 200, value: await q.listMessages(db, member, req.params.token, req.query.antes) }
    },
  )

  app.post(
    roomPaths.roomMessages(':id', ':token'),
    { config: ALL, schema: { params: roomParams, body: roomMessageBody } },
    async (req, reply) => {
      const { member } = memberOf(req)
      const committed: service.Sent[] = []
      const answer = await idempotent(db, req, reply, async (tx) => {
        const sent = await service.sendMessage(tx, member, req.params.token, req.body)
        committed.push(sent)
        return sent.outcome
      })
      // Committed: a push that fails is logged, never turned into an error the sender would retry.
      for (const { push, recipients } of committed) {
        if (!push || recipients.length === 0) continue
        const options = { policy: pushPolicy, log: (msg: string) => req.log.warn(msg) }
        void pushToUsers(db, recipients, { ...push, tipo: 'info' }, options).catch((error) => req.log.error(error))
      }
      return answer
    },
  )

  app.put(
    roomPaths.roomMessages(':id', ':token'),
    { config: ALL, schema: { params: roomParams } },
    async (req, reply) => {
      const { member } = memberOf(req)
      return idempotent(db, req, reply, (tx) => service.markRead(tx, member, req.params.token))
    },
  )

  // Rename, delete, members: the room's creator, a gestor or staff (service.manageable); professionals only.
  const MANAGE = { access: ['equipe', 'gestor', 'assessor', 'planejador'] as const }

  app.put(
    roomPaths.room(':id', ':token'),
    { config: MANAGE, schema: { params: roomParams, body: renameRoomBody } },
    async (req, reply) => {
      const { member } = memberOf(req)
      return idempotent(db, req, reply, (tx) => service.renameRoom(tx, member, req.params.token, req.body.nome))
    },
  )

  app.delete(
    roomPaths.room(':id', ':token'),
    { config: MANAGE, schema: { params: roomParams } },
    async (req, reply) => {
      const { member } = memberOf(req)
      return idempotent(db, req, reply, (tx) => service.deleteRoom(tx, member, req.params.token))
    },
  )

  app.put(
    roomPaths.roomMembers(':id', ':token'),
    { config: MANAGE, schema: { params: roomParams, body: roomMembersBody } },
    async (req, reply) => {
      const { member } = memberOf(req)
      return idempotent(db, req, reply, (tx) => service.setMembers(tx, member, req.params.token, req.body.membros))
    },
  )

  app.post(
    roomPaths.roomPeer(':id'),
    {
      config: { access: ['gestor', 'assessor', 'planejador'] },
      schema: { params: officeIdParams, body: peerChatBody },
    },
    async (req, reply) => {
      const { user, member } = memberOf(req)
      return idempotent(db, req, reply, (tx) => service.openPeerChat(tx, user, member.office, req.body.id_cliente))
    },
  )

  /**
   * Live updates: the events of the caller's rooms as server-sent events. `sala` is the room the tab shows:
   * while the stream is open that room counts as open for the caller (§4), in every server process.
   */
  app.get(
    roomPaths.roomEvents(':id'),
    { config: ALL, schema: { params: officeIdParams, querystring: roomEventsQuery } },
    async (req, reply) => {
      const { user, member } = memberOf(req)
      // Staff may name any office: one that does not exist gets no stream that would stay open for nothing.
      if (!(await findOffice(db, member.office))) throw notFound('Escritório não encontrado')
      const showing = req.query.sala ?? null
      if (showing) await service.roomFor(db, member, showing)
      const release = slots.take(user.tokenHash)
      const conexao = crypto.randomUUID()
      const stream = openEventStream<RoomEvent>(req, reply)
      let unsubscribe = () => {}
      try {
        unsubscribe = await hub.subscribe(member.user, (event) => stream.emit(event))
        if (showing) await q.insertPresence(db, member, showing, conexao)
      } catch (error) {
        unsubscribe()
        release()
        stream.end()
        throw error
      }
      stream.emit({ tipo: 'pronto' })
      const ping = setInterval(() => {
        stream.ping()
        if (showing) q.refreshPresence(db, member.office, conexao).catch((error) => req.log.warn(error))
      }, PING_MS)
      const finish = () => {
        release()
        openStreams.delete(finish)
        clearInterval(ping)
        clearTimeout(lifetime)
        unsubscribe()
        // The room stops counting as open before the stream ends, so a reconnect never sees it open twice.
        const left = showing ? q.deletePresence(db, member.office, conexao) : Promise.resolve()
        left.catch((error) => req.log.warn(error)).finally(() => stream.end())
      }
      openStreams.add(finish)
      const lifetime = setTimeout(finish, streamMs)
      stream.signal.addEventListener('abort', finish, { once: true })
    },
  )
}
