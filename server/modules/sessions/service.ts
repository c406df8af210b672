import { SESSION_NOT_FOUND, type SessionRow } from '../../../src/contracts/security'
import type { Db } from '../../db/connection'
import type { SessionUser } from '../../http/access'
import { HttpError, notFound } from '../../http/errors'
import { revokeOtherSessions } from '../credentials/queries'
import { deviceOf } from './device'
import * as q from './queries'

export async function listSessions(db: Db, user: SessionUser): Promise<SessionRow[]> {
  const rows = await q.openSessions(db, user.id)
  return rows.map((row) => ({
    id: row.id,
    dispositivo: deviceOf(row.user_agent),
    endereco: row.endereco,
    ultimo_uso: row.ultimo_uso.toISOString(),
    criada_em: row.data_criacao.toISOString(),
    atual: row.token_hash === user.tokenHash,
  }))
}

/** 'Encerrar': another open session of the user ends (the one in use ends with 'Sair'). */
export async function endSession(db: Db, user: SessionUser, id: number) {
  if (await q.endSession(db, user.id, id, user.tokenHash)) return
  if ((await q.sessionId(db, user.tokenHash)) === id) {
    throw new HttpError(400, 'Esta é a sessão em uso: para encerrá-la, use “Sair”.')
  }
  throw notFound(SESSION_NOT_FOUND)
}

export const endOtherSessions = (db: Db, user: SessionUser) =>
  db.transaction((tx) => revokeOtherSessions(tx, user.id, user.tokenHash))
