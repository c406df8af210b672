import type { Db } from '../../db/connection'
import { HttpError } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { runParse } from '../../parsing/pool'
import { recordAudit } from '../audit/record'
import type { SignedWho as Who } from '../bpo/bills-service'
import * as q from './queries'
import type { ParsedStatement, StatementLine } from './types'

// Importing a statement file into a checking account: a preview (new, duplicate and unreadable lines, nothing
// stored) and the import itself (new lines and declared balances; lines already there are skipped by key).

export const ACCOUNT_NOT_FOUND = 'Conta corrente não encontrada neste escritório.'

/** The statement in an uploaded file, parsed in a worker (server/parsing) before any transaction; a bad file is a 400. */
export const readStatement = (buffer: Buffer): Promise<ParsedStatement> => runParse('statement', { data: buffer })

async function account(db: Db | Tx, office: number, id: number) {
  const found = await q.findAccount(db, office, id)
  if (!found) throw new HttpError(400, ACCOUNT_NOT_FOUND)
  return found
}

const shown = (l: StatementLine) => ({
  linha: l.linha,
  data: l.data,
  valor: l.valor.toString(),
  descricao: l.descricao,
})

export async function preview(db: Db, office: number, accountId: number, parsed: ParsedStatement) {
  const conta = await account(db, office, accountId)
  const existing = await q.existingKeys(
    db,
    office,
    accountId,
    parsed.linhas.map((l) => l.chave),
  )
  const aviso =
    parsed.banco && conta.banco && parsed.banco !== conta.banco
      ? `O arquivo é do banco ${parsed.banco}, mas a conta “${conta.nome}” é do banco ${conta.banco}. Confira a conta escolhida.`
      : null
  return {
    formato: parsed.formato,
    banco: parsed.banco,
    aviso,
    novas: parsed.linhas.filter((l) => !existing.has(l.chave)).map(shown),
    duplicadas: parsed.linhas.filter((l) => existing.has(l.chave)).map(shown),
    saldos: parsed.saldos.map((s) => ({ data: s.data, valor: s.valor.toString(), descricao: s.descricao })),
    ilegiveis: parsed.ilegiveis,
  }
}

export async function importFile(
  tx: Tx,
  who: Who,
  accountId: number,
  file: { filename: string; parsed: ParsedStatement },
): Promise<Outcome> {
  await account(tx, who.office, accountId)
  const { parsed } = file
  const existing = await q.existingKeys(
    tx,
    who.office,
    accountId,
    parsed.linhas.map((l) => l.chave),
  )
  const fresh = parsed.linhas.filter((l) => !existing.has(l.chave))
  const counts = { duplicadas: parsed.linhas.length - fresh.length, ilegiveis: parsed.ilegiveis.length }
  await q.upsertBalances(tx, who.office, accountId, parsed.saldos)
  if (fresh.length === 0) return { status: 200, body: { status: 200, value: { id: null, novas: 0, ...counts } } }
  const id = await q.insertImport(tx, who.office, {
    conta: accountId,
    nome: file.filename,
    formato: parsed.formato,
    banco: parsed.banco,
    novas: fresh.length,
    ...counts,
    user: who.user,
  })
  const novas = await q.insertLines(tx, who.office, accountId, id, fresh)
  await recordAudit(tx, {
    office: who.office,
    user: who.user,
    acao: 'importar',
    entidade: 'extrato',
    id,
    antes: null,
    depois: { arquivo: file.filename, conta: accountId, novas, ...counts },
  })
  return { status: 201, body: { status: 201, value: { id, novas, ...counts } } }
}
