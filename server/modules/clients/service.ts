import type { NewClient } from '../../../src/contracts/clients'
import type { SessionUser } from '../../http/access'
import { forbidden, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { type ClientScope, findClient, insertClient } from './queries'

const NO_BOOK = 'Seu usuário não está ligado a um profissional: peça ao gestor para cadastrar o cliente.'

/**
 * '+ Cliente': an advisor's new client joins their own book; staff, gestor and planner create it in the office
 * without an advisor. The CPF is unique per office (409 from the unique index).
 */
export async function createClient(tx: Tx, user: SessionUser, scope: ClientScope, body: NewClient): Promise<Outcome> {
  if (scope.cliente !== undefined) throw forbidden()
  if (scope.profissional === -1) throw forbidden(NO_BOOK)
  const id = await insertClient(tx, {
    id_escritorio: scope.office,
    nome_cliente: body.nome_cliente.trim().replace(/\s+/g, ' '),
    email: body.email.trim().toLowerCase(),
    cpf: body.cpf,
    telefone: body.telefone || null,
    id_profissional: scope.profissional ?? null,
  })
  const cliente = await findClient(tx, scope, id)
  if (!cliente) throw notFound('Cliente não encontrado')
  await recordAudit(tx, {
    office: scope.office,
    user: user.id,
    acao: 'criar',
    entidade: 'cliente',
    id,
    depois: cliente,
  })
  return { status: 201, body: { status: 201, value: cliente } }
}
