import { sql } from 'drizzle-orm'
import type { StatementRuleFields } from '../../../src/contracts/bpo-statements'
import type { Db } from '../../db/connection'
import { HttpError, isForeignKeyViolation, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import type { SignedWho as Who } from '../bpo/bills-service'

// The office's reconciliation rules: a keyword of the memo names the category, cost centre and counterpart of the
// entry created from a line nothing else matches.

export const RULE_EXISTS = 'Já existe uma regra com esta palavra-chave.'
export const RULE_REFERENCE = 'Categoria, departamento ou fornecedor não encontrado neste escritório.'

export async function listRules(db: Db, office: number) {
  const res = await db.execute<StatementRuleFields & { id: number }>(sql`select id, palavra, id_categoria,
      id_departamento, id_fornecedor from extratos_regras where id_escritorio = ${office} order by lower(palavra)`)
  return res.rows
}

export async function createRule(tx: Tx, who: Who, f: StatementRuleFields): Promise<Outcome> {
  let id: number
  try {
    const res = await tx.transaction((sp) =>
      sp.execute<{
        id: number
      }>(sql`insert into extratos_regras (id_escritorio, palavra, id_categoria, id_departamento, id_fornecedor)
        values (${who.office}, ${f.palavra}, ${f.id_categoria}, ${f.id_departamento}, ${f.id_fornecedor}) returning id`),
    )
    id = res.rows[0].id
  } catch (e) {
    if (isForeignKeyViolation(e)) throw new HttpError(400, RULE_REFERENCE)
    if ((e as { cause?: { code?: string } }).cause?.code === '23505' || (e as { code?: string }).code === '23505')
      throw new HttpError(409, RULE_EXISTS)
    throw e
  }
  await recordAudit(tx, { office: who.office, user: who.user, acao: 'criar', entidade: 'extrato_regra', id, depois: f })
  return { status: 201, body: { status: 201, value: { id, ...f } } }
}

export async function removeRule(tx: Tx, who: Who, id: number): Promise<Outcome> {
  const res = await tx.execute(sql`delete from extratos_regras where id_escritorio = ${who.office} and id = ${id}`)
  if ((res.rowCount ?? 0) === 0) throw notFound('Regra não encontrada')
  await recordAudit(tx, { office: who.office, user: who.user, acao: 'remover', entidade: 'extrato_regra', id })
  return { status: 200, body: { status: 200, value: true } }
}
