import type { CurrentUser } from '../../../src/contracts/session'
import { flagsForUserType } from '../../../src/contracts/session'
import type { Db } from '../../db/connection'
import type { SessionUser } from '../../http/access'
import { roleOf } from '../../http/access'
import { HttpError, unauthorized } from '../../http/errors'
import type { LoginThrottle } from './login-throttle'
import { verifyPassword } from './passwords'
import * as q from './queries'
import { hashToken, newToken } from './tokens'

export const WRONG_CREDENTIALS = 'E-mail ou senha incorretos.'
export const TOO_MANY_ATTEMPTS = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.'

type Deps = { db: Db; throttle: LoginThrottle; sessionTtlHours: number }

export async function login(deps: Deps, email: string, password: string, clientKey: string) {
  const key = `${clientKey}|${email.toLowerCase()}`
  if (deps.throttle.isBlocked(key)) throw new HttpError(429, TOO_MANY_ATTEMPTS)
  const user = await q.findUserByEmail(deps.db, email)
  const ok = await verifyPassword(user?.ativo ? user.senha_hash : undefined, password)
  if (!user || !ok) {
    deps.throttle.fail(key)
    throw new HttpError(401, WRONG_CREDENTIALS)
  }
  deps.throttle.succeed(key)
  const token = newToken()
  const expiraEm = new Date(Date.now() + deps.sessionTtlHours * 3_600_000)
  await q.insertSession(deps.db, hashToken(token), user.id_interno, expiraEm)
  return { ...(await currentUser(deps.db, user.id_interno)), token }
}

export async function userForToken(db: Db, token: string): Promise<SessionUser | null> {
  const tokenHash = hashToken(token)
  const user = await q.findActiveSessionUser(db, tokenHash)
  if (!user) return null
  return {
    id: user.id_interno,
    email: user.email,
    tipo_usuario: user.tipo_usuario,
    role: roleOf(user.tipo_usuario),
    flags: flagsForUserType(user.tipo_usuario),
    id_escritorio: user.id_escritorio,
    id_profissional: user.id_profissional,
    id_cliente: user.id_cliente,
    tokenHash,
  }
}

export async function currentUser(db: Db, idUsuario: number): Promise<Omit<CurrentUser, 'token'>> {
  const row = await q.findUserWithOffice(db, idUsuario)
  if (!row) throw unauthorized()
  const { usuario, escritorio } = row
  const flags = flagsForUserType(usuario.tipo_usuario)
  return {
    ...flags,
    nome: usuario.nome,
    email: usuario.email,
    id_interno: usuario.id_interno,
    tipo_usuario: usuario.tipo_usuario,
    escritorio: escritorio
      ? {
          id_interno: escritorio.id_escritorio,
          id: escritorio.id_escritorio,
          nome: escritorio.nome_escritorio,
          name: escritorio.nome_escritorio,
          logo_name: escritorio.logo_name,
        }
      : null,
    perfis_disponiveis: flags.IS_CLIENTE ? ['cliente'] : [usuario.tipo_usuario.toLowerCase()],
    id_cliente: usuario.id_cliente,
    parametrizar: usuario.parametrizar,
  }
}

export const logout = (db: Db, tokenHash: string) => q.revokeSession(db, tokenHash)
