import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  clientListQuery,
  clientParams,
  communicationBody,
  hasIncompleteAssets,
  newClientBody,
} from '../../../src/contracts/clients'
import { officeIdParams } from '../../../src/contracts/offices'
import { paths } from '../../../src/contracts/paths'
import type { Db } from '../../db/connection'
import { notificacoes, usuarios } from '../../db/schema'
import { sessionUser } from '../../http/access'
import { notFound } from '../../http/errors'
import { idempotent } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { communicationsOf, findClient, insertCommunication, listClients, positionOf } from './queries'
import { clientScope } from './scope'
import { createClient } from './service'

const everyone = ['equipe', 'gestor', 'assessor', 'planejador', 'cliente'] as const
const senders = ['equipe', 'gestor', 'assessor'] as const
const creators = ['equipe', 'gestor', 'assessor', 'planejador'] as const

export const clientRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    paths.clients(':id'),
    { config: { access: everyone }, schema: { params: officeIdParams, querystring: clientListQuery } },
    async (req) => ({
      status: 200,
      value: await listClients(db, clientScope(sessionUser(req), req.params.id), req.query.q),
    }),
  )

  // '+ Cliente': an advisor creates in their own book, the others in the office; clients cannot.
  app.post(
    paths.clients(':id'),
    { config: { access: creators }, schema: { params: officeIdParams, body: newClientBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const scope = clientScope(user, req.params.id)
      return idempotent(db, req, reply, (tx) => createClient(tx, user, scope, req.body))
    },
  )

  app.get(
    paths.client(':id', ':client'),
    { config: { access: everyone }, schema: { params: clientParams } },
    async (req) => {
      const user = sessionUser(req)
      const scope = clientScope(user, req.params.id)
      const cliente = await findClient(db, scope, req.params.client)
      if (!cliente) throw notFound('Cliente não encontrado')
      const ativos = await positionOf(db, scope.office, cliente.id)
      const cotizacao = ativos
        .map((a) => a.data_atualizacao_cotizacao)
        .filter((d): d is string => d !== null)
        .sort()
        .at(-1)
      return {
        status: 200,
        value: {
          cliente,
          data_atualizacao: cliente.data_atualizacao,
          data_cotizacao: cotizacao ?? null,
          ativos,
          // §4: computed only for client users.
          has_incompletes_assets: user.role === 'cliente' ? hasIncompleteAssets(ativos) : null,
        },
      }
    },
  )

  app.get(
    paths.clientCommunications(':id', ':client'),
    { config: { access: everyone }, schema: { params: clientParams } },
    async (req) => {
      const scope = clientScope(sessionUser(req), req.params.id)
      if (!(await findClient(db, scope, req.params.client))) throw notFound('Cliente não encontrado')
      return { status: 200, value: await communicationsOf(db, scope.office, req.params.client) }
    },
  )

  app.post(
    paths.clientCommunications(':id', ':client'),
    { config: { access: senders }, schema: { params: clientParams, body: communicationBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const scope = clientScope(user, req.params.id)
      const cliente = await findClient(db, scope, req.params.client)
      if (!cliente) throw notFound('Cliente não encontrado')
      return idempotent(db, req, reply, async (tx) => {
        const row = await insertCommunication(tx, {
          id_escritorio: scope.office,
          id_cliente: cliente.id,
          nome: req.body.nome,
          conteudo: req.body.conteudo,
          id_autor: user.id,
        })
        const login = await tx.query.usuarios.findFirst({
          where: and(eq(usuarios.id_escritorio, scope.office), eq(usuarios.id_cliente, cliente.id)),
        })
        if (login) {
          await tx.insert(notificacoes).values({
            id_usuario: login.id_interno,
            tipo: 'info',
            titulo: req.body.nome,
            corpo: req.body.conteudo.join('\n'),
            rota: '/carteira',
          })
        }
        await recordAudit(tx, {
          office: scope.office,
          user: user.id,
          acao: 'enviar',
          entidade: 'comunicado',
          id: row.id,
          depois: req.body,
        })
        return {
          status: 201,
          body: {
            status: 201,
            value: { id: row.id, nome: row.nome, conteudo: row.conteudo, data_criacao: row.data_criacao.toISOString() },
          },
        }
      })
    },
  )
}
