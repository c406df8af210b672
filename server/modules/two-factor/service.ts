import {
  CHALLENGE_EXPIRED,
  CODE_REUSED,
  TOO_MANY_CODES,
  TWO_FACTOR_REQUIRED,
  type TwoFactorStatus,
  WRONG_CODE,
} from '../../../src/contracts/security'
import type { Db } from '../../db/connection'
import type { SessionUser } from '../../http/access'
import { HttpError } from '../../http/errors'
import { recordAudit } from '../audit/record'
import { verifyPassword } from '../auth/passwords'
import { hashToken, newToken } from '../auth/tokens'
import { findPasswordHash } from '../credentials/queries'
import { liftEnrolmentScope } from '../sessions/queries'
import * as q from './queries'
import { type CodeThrottles, challengeKey, userKey } from './throttles'
import { enrolmentOf, looksLikeRecoveryCode, newRecoveryCodes, newTotpSecret, recoveryCodeHash, totpStep } from './totp'

/** A login challenge lasts 5 minutes. */
const CHALLENGE_MS = 5 * 60_000
export const ENROLMENT_SCOPE = 'inscricao'

const isGestor = (tipo: string) => tipo === 'GESTOR' || tipo === 'gestor'

/** Staff must have a second factor; a gestor too when the office asks for it. */
export async function isRequired(db: Db, idUsuario: number): Promise<boolean> {
  const row = await q.requirementOf(db, idUsuario)
  if (!row) return false
  return row.tipo_usuario === 'EQUIPE' || (isGestor(row.tipo_usuario) && row.exige === true)
}

export async function statusOf(db: Db, user: SessionUser): Promise<TwoFactorStatus> {
  const [enrolment, required, requirement] = await Promise.all([
    q.findEnrolment(db, user.id),
    isRequired(db, user.id),
    q.requirementOf(db, user.id),
  ])
  const active = !!enrolment?.confirmado_em
  return {
    ativo: active,
    obrigatorio: required,
    codigos_restantes: active ? await q.recoveryCodesLeft(db, user.id) : 0,
    ativado_em: enrolment?.confirmado_em?.toISOString() ?? null,
    exigido_pelo_escritorio: requirement && isGestor(requirement.tipo_usuario) ? requirement.exige === true : null,
  }
}

/** A new pending secret, shown now (QR code and text) and never again once confirmed. */
export async function startEnrolment(db: Db, user: SessionUser) {
  const segredo = newTotpSecret()
  if (!(await q.storePendingSecret(db, user.id, segredo))) {
    throw new HttpError(409, 'A verificação em duas etapas já está ativa nesta conta.')
  }
  return { segredo, ...(await enrolmentOf(segredo, user.email)) }
}

type CodeCheck = 'ok' | 'wrong' | 'reused'

/** A TOTP code (once per time step) or an unused recovery code (spent by this call) of the user. */
async function checkCode(db: Db, idUsuario: number, segredo: string, codigo: string): Promise<CodeCheck> {
  const typed = codigo.replace(/\s/g, '')
  if (looksLikeRecoveryCode(typed)) {
    return (await q.spendRecoveryCode(db, idUsuario, recoveryCodeHash(typed))) ? 'ok' : 'wrong'
  }
  const step = totpStep(segredo, typed)
  if (step === null) return 'wrong'
  return (await q.claimStep(db, idUsuario, step)) ? 'ok' : 'reused'
}

/** Counts a try against the user's limit of codes. */
async function admitTry(throttles: CodeThrottles, idUsuario: number) {
  if (!(await throttles.perUser.admit(userKey(idUsuario)))) throw new HttpError(429, TOO_MANY_CODES)
}

/** Checks a signed-in user's code: a pt-BR refusal (400) when it is not right; a right one clears the count. */
async function requireCode(throttles: CodeThrottles, db: Db, idUsuario: number, segredo: string, codigo: string) {
  const check = await checkCode(db, idUsuario, segredo, codigo)
  if (check !== 'ok') throw new HttpError(400, check === 'reused' ? CODE_REUSED : WRONG_CODE)
  await throttles.perUser.succeed(userKey(idUsuario))
}

type Deps = { db: Db; throttles: CodeThrottles }

/**
 * The first right code confirms the pending enrolment: 10 recovery codes are made (only their hashes kept) and
 * returned once. A session limited to enrolment becomes a full one.
 */
export async function confirmEnrolment({ db, throttles }: Deps, user: SessionUser, codigo: string) {
  const enrolment = await q.findEnrolment(db, user.id)
  if (!enrolment || enrolment.confirmado_em) {
    throw new HttpError(409, 'Não há ativação em andamento. Comece de novo em “Ativar”.')
  }
  if (looksLikeRecoveryCode(codigo)) throw new HttpError(400, WRONG_CODE)
  await admitTry(throttles, user.id)
  await requireCode(throttles, db, user.id, enrolment.segredo, codigo)
  const codes = newRecoveryCodes()
  await db.transaction(async (tx) => {
    await q.confirmEnrolment(tx, user.id, codes.map(recoveryCodeHash))
    await liftEnrolmentScope(tx, user.tokenHash)
    await recordAudit(tx, {
      office: user.id_escritorio,
      user: user.id,
      acao: 'ativar_segundo_fator',
      entidade: 'usuario',
      id: user.id,
    })
  })
  return { codigos_recuperacao: codes }
}

/** Turning it off asks for the password and a code; an account that must have it cannot. */
export async function disable({ db, throttles }: Deps, user: SessionUser, senha: string, codigo: string) {
  if (await isRequired(db, user.id)) throw new HttpError(403, TWO_FACTOR_REQUIRED)
  const enrolment = await q.findEnrolment(db, user.id)
  if (!enrolment?.confirmado_em) throw new HttpError(409, 'A verificação em duas etapas não está ativa.')
  await admitTry(throttles, user.id)
  if (!(await verifyPassword(await findPasswordHash(db, user.id), senha))) throw new HttpError(400, 'Senha incorreta.')
  await requireCode(throttles, db, user.id, enrolment.segredo, codigo)
  await db.transaction(async (tx) => {
    await q.removeEnrolment(tx, user.id)
    await recordAudit(tx, {
      office: user.id_escritorio,
      user: user.id,
      acao: 'desativar_segundo_fator',
      entidade: 'usuario',
      id: user.id,
    })
  })
}

/** 'gestor': the office asks (or stops asking) its gestores for the second factor. */
export async function setOfficeRequirement(db: Db, user: SessionUser, office: number, exigir: boolean) {
  if (exigir && !(await q.findEnrolment(db, user.id))?.confirmado_em) {
    throw new HttpError(400, 'Ative a verificação em duas etapas na sua conta antes de exigi-la dos gestores.')
  }
  await db.transaction(async (tx) => {
    if (!(await q.setOfficeRequirement(tx, office, exigir))) throw new HttpError(404, 'Escritório não encontrado')
    await recordAudit(tx, {
      office,
      user: user.id,
      acao: 'exigir_segundo_fator',
      entidade: 'escritorio',
      id: office,
      depois: { exigir_segundo_fator_gestores: exigir },
    })
  })
}

/** The login's first step passed for a user with a second factor: a 5-minute challenge instead of a session. */
export async function openChallenge(db: Db, idUsuario: number) {
  const desafio = newToken()
  const expiraEm = new Date(Date.now() + CHALLENGE_MS)
  await q.insertChallenge(db, hashToken(desafio), idUsuario, expiraEm)
  return { segundo_fator: true as const, desafio, expira_em: expiraEm.toISOString() }
}

/**
 * The login's second step: the challenge and a code (TOTP or recovery). Tries are limited per challenge and per
 * user; the challenge is spent by the right code. Answers the user whose session may now open.
 */
export async function completeChallenge({ db, throttles }: Deps, desafio: string, codigo: string): Promise<number> {
  const tokenHash = hashToken(desafio)
  if (!(await throttles.perChallenge.admit(challengeKey(tokenHash)))) throw new HttpError(429, TOO_MANY_CODES)
  const idUsuario = await q.findChallenge(db, tokenHash)
  const enrolment = idUsuario === null ? undefined : await q.findEnrolment(db, idUsuario)
  if (idUsuario === null || !enrolment?.confirmado_em) throw new HttpError(401, CHALLENGE_EXPIRED)
  await admitTry(throttles, idUsuario)
  const check = await checkCode(db, idUsuario, enrolment.segredo, codigo)
  if (check !== 'ok') throw new HttpError(401, check === 'reused' ? CODE_REUSED : WRONG_CODE)
  if (!(await q.spendChallenge(db, tokenHash))) throw new HttpError(401, CHALLENGE_EXPIRED)
  await Promise.all([
    throttles.perUser.succeed(userKey(idUsuario)),
    throttles.perChallenge.succeed(challengeKey(tokenHash)),
  ])
  return idUsuario
}
