import { sql } from 'drizzle-orm'
import { billFlagKinds, providerBankChangedMessage } from '../../../src/contracts/bill-flags'
import { todayInBrazil } from '../../../src/contracts/bill-status'
import type { Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { type Notice, noticeApprovals, pendingIds } from './approval-notices'
import { holdsApproval, reopenApproval, reopenReason } from './approval-reopen'
import { flagBills } from './bill-flags'
import { findBill } from './bills-queries'

// "Whoever registers does not approve": a change of a provider's bank data or PIX key is audited on its own, flags
// every open payable of the provider (whoever changed it never approves them) and undoes their approvals, which
// covered where the money went; their approvers are notified.

const bankFields = ['tipo_pix', 'chave_pix', 'banco', 'agencia', 'conta'] as const

const bankData = (row: Record<string, unknown>) => Object.fromEntries(bankFields.map((f) => [f, row[f] ?? null]))

/** Runs after a provider's edit (same transaction): nothing happens unless its bank data or PIX key changed. */
export async function providerEdited(
  tx: Tx,
  who: { office: number; user: number; notices?: Notice[] },
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  const [antes, depois] = [bankData(before), bankData(after)]
  if (JSON.stringify(antes) === JSON.stringify(depois)) return
  const provider = Number(after.id)
  const open = await tx.execute<{ id: number }>(sql`select id from titulos where id_escritorio = ${who.office}
    and tipo = 'pagar' and id_fornecedor = ${provider} and not cancelado and pago_centavos < valor_centavos
    order by id for update`)
  const ids = open.rows.map((r) => r.id)
  const waiting = await pendingIds(tx, who.office, ids)
  const name = await tx.execute<{ nome: string }>(sql`select nome from usuarios where id_interno = ${who.user}`)
  const mensagem = providerBankChangedMessage(todayInBrazil(), name.rows[0]?.nome ?? 'usuário')
  await flagBills(tx, who.office, ids, { tipo: billFlagKinds.providerBankData, mensagem, user: who.user })
  const motivo = await reopenReason(tx, who.user, 'dados bancários do fornecedor')
  const reopened: number[] = []
  for (const id of ids) {
    const bill = await findBill(tx, who.office, 'pagar', id, todayInBrazil())
    if (bill && holdsApproval(bill)) {
      await reopenApproval(tx, who, bill, motivo)
      reopened.push(id)
    }
  }
  await recordAudit(tx, {
    office: who.office,
    user: who.user,
    acao: 'alterar-dados-bancarios',
    entidade: 'fornecedor',
    id: provider,
    antes,
    depois: { ...depois, contas_sinalizadas: ids, aprovacoes_desfeitas: reopened },
  })
  const notified = new Set([...waiting].filter((id) => !reopened.includes(id)))
  who.notices?.push(...(await noticeApprovals(tx, who.office, ids, notified)))
}
