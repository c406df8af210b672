import type { SecondFactorBody } from '../../../src/contracts/security'
import type { CurrentUser } from '../../../src/contracts/session'
import { activeUserType, flagsForUserType, profilesOf } from '../../../src/contracts/session'
import type { Db } from '../../db/connection'
import type { SessionUser } from '../../http/access'
import { roleOf } from '../../http/access'
import { HttpError, unauthorized } from '../../http/errors'
import { findEnrolment } from '../two-factor/queries'
import { completeChallenge, ENROLMENT_SCOPE, isRequired, openChallenge } from '../two-factor/service'
import type { CodeThrottles } from '../two-factor/throttles'
import type { LoginThrottle } from './login-throttle'
import { verifyPassword } from './passwords'
import * as q from './queries'
import { hashToken, newToken, tokenTraits } from './tokens'

export const WRONG_CREDENTIALS = 'E-mail ou senha incorretos.'
export const TOO_MANY_ATTEMPTS = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.'

/** `addressThrottle` counts an address's failed logins whatever the e-mail, so rotating e-mails gains nothing. */
type Deps = {
  db: Db
  throttle: LoginThrottle
  addressThrottle: LoginThrottle
  sessionTtlHours: number
  codes: CodeThrottles
}

export async function login(deps: Deps, email: string, password: string, clientKey: string, userAgent?: string) {
  const key = `${clientKey}|${email.toLowerCase()}`
  const addressKey = `login-address:${clientKey}`
  // Both counts come before any password is hashed.
  if (!(await deps.addressThrottle.admit(addressKey)) || !(await deps.throttle.admit(key))) {
    throw new HttpError(429, TOO_MANY_ATTEMPTS)
  }
  const user = await q.findUserByEmail(deps.db, email)
  const ok = await verifyPassword(user?.ativo ? user.senha_hash : undefined, password)
  if (!user || !ok) throw new HttpError(401, WRONG_CREDENTIALS)
  await Promise.all([deps.throttle.succeed(key), deps.addressThrottle.forgiveOne(addressKey)])
  return afterPassword(deps, user.id_interno, { ip: clientKey, userAgent })
}

/**
 * The password was right: a user with a second factor gets a challenge for it instead of a session; one who must
 * have it and has none yet gets a session limited to enrolling it (staff, a gestor whose office asks for it).
 */
async function afterPassword(deps: Deps, idUsuario: number, client: q.Client) {
  if ((await findEnrolment(deps.db, idUsuario))?.confirmado_em) return openChallenge(deps.db, idUsuario)
  return openSession(deps, idUsuario, client, (await isRequired(deps.db, idUsuario)) ? ENROLMENT_SCOPE : null)
}

/** The login's second step: a right code for the challenge opens the session. */
export async function loginSecondStep(deps: Deps, body: SecondFactorBody, client: q.Client) {
  const idUsuario = await completeChallenge({ db: deps.db, throttles: deps.codes }, body.desafio, body.codigo)
  return openSession(deps, idUsuario, client, null)
}

async function openSession(deps: Deps, idUsuario: number, client: q.Client, escopo: string | null) {
  const token = newToken()
  const expiraEm = new Date(Date.now() + deps.sessionTtlHours * 3_600_000)
  await q.insertSession(deps.db, hashToken(token), idUsuario, expiraEm, client, escopo)
  return { ...(await currentUser(deps.db, idUsuario)), token, ...(escopo ? { inscrever_segundo_fator: true } : {}) }
}

/** A session's last use is written at most once a minute: most requests only read it. */
const TOUCH_EVERY_MS = 60_000

export async function userForToken(db: Db, token: string, client?: q.Client): Promise<SessionUser | null> {
  const tokenHash = hashToken(token)
  const row = await q.findActiveSessionUser(db, tokenHash)
  if (!row) return null
  if (client && Date.now() - row.ultimo_uso.getTime() >= TOUCH_EVERY_MS) await q.touchSession(db, tokenHash, client)
  const { usuario: user, visualizador } = row
  const traits = tokenTraits(token)
  // §6: a professional's client-profile session acts as that person's client record only.
  const asClient = traits.asClient && user.id_cliente !== null
  const tipo = activeUserType(user.tipo_usuario, asClient)
  return {
    id: user.id_interno,
    email: user.email,
    tipo_usuario: tipo,
    role: roleOf(tipo),
    flags: flagsForUserType(tipo),
    id_escritorio: user.id_escritorio,
    id_profissional: asClient ? null : user.id_profissional,
    id_cliente: user.id_cliente,
    tokenHash,
    view: traits.view ? { viewer: visualizador } : null,
    ...(row.escopo === ENROLMENT_SCOPE ? { enrolmentOnly: true } : {}),
  }
}

/** §3 current user; `asClient`: the flags of the client profile for a professional who is also a client. */
export async function currentUser(db: Db, idUsuario: number, asClient = false): Promise<Omit<CurrentUser, 'token'>> {
  const row = await q.findUserWithOffice(db, idUsuario)
  if (!row) throw unauthorized()
  const { usuario, escritorio } = row
  const tipo = activeUserType(usuario.tipo_usuario, asClient && usuario.id_cliente !== null)
  const flags = flagsForUserType(tipo)
  return {
    ...flags,
    nome: usuario.nome,
    email: usuario.email,
    id_interno: usuario.id_interno,
    tipo_usuario: tipo,
    escritorio: escritorio
      ? {
          id_interno: escritorio.id_escritorio,
          id: escritorio.id_escritorio,
          nome: escritorio.nome_escritorio,
          name: escritorio.nome_escritorio,
          logo_name: escritorio.logo_name,
        }
      : null,
    perfis_disponiveis: profilesOf(usuario.tipo_usuario, usuario.id_cliente),
    id_cliente: usuario.id_cliente,
    parametrizar: usuario.parametrizar,
  }
}

export const logout = (db: Db, tokenHash: string) => q.revokeSession(db, tokenHash)
