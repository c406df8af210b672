import type { AddProfessional } from '../../../src/contracts/professionals'
import { MY_REPORTS_ROUTE, SERVICOS } from '../../../src/contracts/report-services'
import { notificacoes } from '../../db/schema'
import type { SessionUser } from '../../http/access'
import { HttpError, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { hashPassword } from '../auth/passwords'
import { insertProfessional, insertUser, revokeSessions, userByEmail } from '../offices/admin-queries'
import { temporaryPassword } from '../offices/passwords'
import * as q from './queries'

export async function addProfessional(tx: Tx, user: SessionUser, body: AddProfessional): Promise<Outcome> {
  const id = await insertProfessional(tx, {
    id_escritorio: body.id_escritorio,
    nome: body.nome.trim(),
    email: body.email.trim().toLowerCase(),
    cargo: body.cargo,
  })
  const depois = await q.findProfessional(tx, body.id_escritorio, id)
  await recordAudit(tx, {
    office: body.id_escritorio,
    user: user.id,
    acao: 'criar',
    entidade: 'profissional',
    id,
    depois,
  })
  return { status: 201, body: { status: 201, value: { id, ...body } } }
}

/** Creates or reactivates the professional's login with a new temporary password (ending its open sessions). */
export async function grantAccess(tx: Tx, user: SessionUser, office: number, prof: number) {
  const professional = await q.findProfessional(tx, office, prof)
  if (!professional) throw notFound('Profissional não encontrado')
  if (!professional.email) throw new HttpError(400, 'Cadastre o e-mail do profissional antes de liberar o acesso.')
  const senha = temporaryPassword()
  const senhaHash = await hashPassword(senha)
  const existing = await q.loginOfProfessional(tx, office, prof)
  let idUsuario: number
  if (existing) {
    idUsuario = existing.id_interno
    await q.setUserActive(tx, idUsuario, true, senhaHash)
    // A new temporary password: whoever held the old one is out, as after a reset.
    await revokeSessions(tx, idUsuario)
  } else {
    const other = await userByEmail(tx, professional.email)
    if (other) throw new HttpError(409, 'Já existe um usuário com este e-mail.')
    idUsuario = await insertUser(tx, {
      email: professional.email,
      nome: professional.nome,
      tipo_usuario: professional.cargo,
      id_escritorio: office,
      id_profissional: prof,
      senha_hash: senhaHash,
    })
  }
  await recordAudit(tx, {
    office,
    user: user.id,
    acao: 'liberar-acesso',
    entidade: 'usuario',
    id: idUsuario,
    antes: existing ? { ativo: existing.ativo } : null,
    depois: { ativo: true, email: professional.email, tipo_usuario: professional.cargo },
  })
  return { email: professional.email, senha_temporaria: senha }
}

export async function revokeAccess(tx: Tx, user: SessionUser, office: number, prof: number): Promise<Outcome> {
  const login = await q.loginOfProfessional(tx, office, prof)
  if (!login) throw notFound('Este profissional não tem acesso')
  if (login.id_interno === user.id) throw new HttpError(400, 'Você não pode remover o seu próprio acesso.')
  await q.setUserActive(tx, login.id_interno, false)
  await revokeSessions(tx, login.id_interno)
  await recordAudit(tx, {
    office,
    user: user.id,
    acao: 'remover-acesso',
    entidade: 'usuario',
    id: login.id_interno,
    antes: { ativo: login.ativo },
    depois: { ativo: false },
  })
  return { status: 200, body: { status: 200, value: true } }
}

export async function resetPassword(tx: Tx, user: SessionUser, office: number, prof: number) {
  const login = await q.loginOfProfessional(tx, office, prof)
  if (!login?.ativo) throw notFound('Este profissional não tem acesso')
  const senha = temporaryPassword()
  await q.setUserActive(tx, login.id_interno, true, await hashPassword(senha))
  await revokeSessions(tx, login.id_interno)
  await recordAudit(tx, { office, user: user.id, acao: 'redefinir-senha', entidade: 'usuario', id: login.id_interno })
  return { email: login.email, senha_temporaria: senha }
}

export async function releaseReport(
  tx: Tx,
  user: SessionUser,
  office: number,
  servico: string,
  profs: number[],
  liberar: boolean,
): Promise<Outcome> {
  for (const p of profs) {
    if (!(await q.findProfessional(tx, office, p))) throw notFound('Profissional não encontrado')
  }
  if (liberar) {
    const notified = await q.release(tx, office, profs, servico, user.id)
    const nome = SERVICOS.find((s) => s.codigo === servico)?.nome ?? servico
    if (notified.length > 0)
      await tx.insert(notificacoes).values(
        notified.map((id_usuario) => ({
          id_usuario,
          tipo: 'info',
          titulo: 'Relatório liberado',
          corpo: `${nome} foi liberado para você.`,
          rota: `${MY_REPORTS_ROUTE}?relatorio=${servico}`,
        })),
      )
  } else await q.withdraw(tx, office, profs, servico)
  await recordAudit(tx, {
    office,
    user: user.id,
    acao: liberar ? 'liberar-relatorio' : 'retirar-relatorio',
    entidade: 'relatorio',
    id: servico,
    depois: { servico, ids_profissionais: profs },
  })
  return { status: 200, body: { status: 200, value: { servico, ids_profissionais: profs, liberado: liberar } } }
}
