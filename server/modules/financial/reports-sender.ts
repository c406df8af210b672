import { and, asc, eq } from 'drizzle-orm'
import type { Recipient } from '../../../src/contracts/financial'
import { destinatariosEmails, enviosDre } from '../../db/schema'
import { HttpError, notFound } from '../../http/errors'
import type { Tx } from '../../http/idempotency'
import type { DbOrTx } from './chart'
import { STALE } from './config-write'
import { auditFinancial } from './partner-scope'

type Who = { office: number; user: number }
const UNIQUE_VIOLATION = '23505'
const DUPLICATE = 'Este e-mail já é destinatário do escritório.'

const columns = {
  id: destinatariosEmails.id,
  email: destinatariosEmails.email,
  nome: destinatariosEmails.nome,
  version: destinatariosEmails.version,
}

export async function listRecipients(db: DbOrTx, office: number): Promise<Recipient[]> {
  return db
    .select(columns)
    .from(destinatariosEmails)
    .where(eq(destinatariosEmails.id_escritorio, office))
    .orderBy(asc(destinatariosEmails.email))
}

/** A duplicate e-mail (unique per office, stored lower-cased) is a 409 with a clear message. */
async function unique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (e) {
    const code =
      (e as { code?: string; cause?: { code?: string } }).code ?? (e as { cause?: { code?: string } }).cause?.code
    if (code === UNIQUE_VIOLATION) throw new HttpError(409, DUPLICATE)
    throw e
  }
}

export async function addRecipient(tx: Tx, who: Who, email: string, nome: string | undefined) {
  const [row] = await unique(() =>
    tx
      .insert(destinatariosEmails)
      .values({ id_escritorio: who.office, email, nome: nome || null })
      .returning(columns),
  )
  await auditFinancial(tx, { ...who, acao: 'criar', entidade: 'destinatario_email', id: row.id, depois: row })
  return row
}

export async function editRecipient(
  tx: Tx,
  who: Who,
  id: number,
  input: { email: string; nome?: string; version: number },
) {
  const where = and(eq(destinatariosEmails.id_escritorio, who.office), eq(destinatariosEmails.id, id))
  const [before] = await tx.select(columns).from(destinatariosEmails).where(where).for('update')
  if (!before) throw notFound('Destinatário não encontrado')
  if (before.version !== input.version) throw new HttpError(409, STALE, { current: before })
  const [after] = await unique(() =>
    tx
      .update(destinatariosEmails)
      .set({ email: input.email, nome: input.nome || null, version: before.version + 1 })
      .where(where)
      .returning(columns),
  )
  await auditFinancial(tx, { ...who, acao: 'editar', entidade: 'destinatario_email', id, antes: before, depois: after })
  return after
}

export async function removeRecipient(tx: Tx, who: Who, id: number) {
  const where = and(eq(destinatariosEmails.id_escritorio, who.office), eq(destinatariosEmails.id, id))
  const [before] = await tx.delete(destinatariosEmails).where(where).returning(columns)
  if (!before) throw notFound('Destinatário não encontrado')
  await auditFinancial(tx, { ...who, acao: 'remover', entidade: 'destinatario_email', id, antes: before })
}

/** Stores a DRE send request ('na_fila'); recipients default to the office's list. The caller queues its job. */
export async function requestDreEmail(
  tx: Tx,
  who: Who,
  input: { agrupamento: string; inicio: string; fim: string; destinatarios: string[] | undefined },
) {
  let to = [...new Set(input.destinatarios ?? [])]
  if (to.length === 0) to = (await listRecipients(tx, who.office)).map((r) => r.email)
  if (to.length === 0) {
    throw new HttpError(400, 'destinatarios: cadastre ao menos um destinatário ou informe os e-mails')
  }
  const [row] = await tx
    .insert(enviosDre)
    .values({
      id_escritorio: who.office,
      agrupamento: input.agrupamento,
      competencia_inicio: input.inicio,
      competencia_fim: input.fim,
      destinatarios: to,
      id_usuario: who.user,
    })
    .returning()
  await auditFinancial(tx, { ...who, acao: 'solicitar-envio', entidade: 'envio_dre', id: row.id, depois: row })
  return row
}
