import { type AlertCode, alertChecks } from '../../../src/contracts/validation-paths'
import { HttpError } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { checksOf, saveCheck, saveComment } from './check-queries'

// The rules of an office's alert checks: the option within the check's bounds, a stale version refused (409 with
// the current setting), every change audited in the same transaction.

export const STALE_CHECK = 'Esta verificação foi alterada por outra pessoa; veja o valor atual e tente de novo.'
export const optionRange = (min: number, max: number) => `A opção deve ficar entre ${min} e ${max}.`
type Who = { office: number; user: number }

const checkOf = async (tx: Tx, office: number, codigo: AlertCode) =>
  (await checksOf(tx, [office])).find((r) => r.codigo === codigo)

/** Refuses (400) an option outside the check's bounds, before any transaction. */
export function assertOption(codigo: AlertCode, opcao: number) {
  const range = alertChecks.find((c) => c.codigo === codigo)?.opcao
  if (range && (opcao < range.min || opcao > range.max)) throw new HttpError(400, optionRange(range.min, range.max))
}

export async function editCheck(
  tx: Tx,
  who: Who,
  codigo: AlertCode,
  values: { ativo: boolean; opcao: number },
  version: number,
): Promise<Outcome> {
  const before = await checkOf(tx, who.office, codigo)
  if (!(await saveCheck(tx, who.office, codigo, values, version)))
    throw new HttpError(409, STALE_CHECK, { current: before })
  const after = await checkOf(tx, who.office, codigo)
  await recordAudit(tx, { ...who, acao: 'editar', entidade: 'alerta', id: codigo, antes: before, depois: after })
  return { status: 200, body: { status: 200, value: after } }
}

export async function commentOn(tx: Tx, who: Who, codigo: AlertCode, comentario: string): Promise<Outcome> {
  const before = await checkOf(tx, who.office, codigo)
  await saveComment(tx, who.office, codigo, comentario, who.user)
  const after = await checkOf(tx, who.office, codigo)
  await recordAudit(tx, {
    ...who,
    acao: 'comentar',
    entidade: 'alerta',
    id: codigo,
    antes: before?.comentario ?? null,
    depois: after?.comentario ?? null,
  })
  return { status: 200, body: { status: 200, value: after } }
}
