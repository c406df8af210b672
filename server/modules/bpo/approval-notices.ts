import { formatDate, formatMoney } from '../../../src/lib/format'
import type { Db } from '../../db/connection'
import { notificacoes } from '../../db/schema'
import type { Tx } from '../../http/idempotency'
import type { PushEndpointPolicy } from '../push/endpoint-check'
import { pushToUsers } from '../push/sender'
import { officeManagers, type PendingBill, pendingBills } from './approval-rules-queries'

// Notices to approvers (README 'BPO workflow'): when payables start waiting for approval, each approver gets one
// in-app notification (in the same transaction as the change) and, once it is committed, a push, both opening the
// list of payables awaiting approval of those bills' months.

export type Notice = { users: number[]; titulo: string; corpo: string; rota: string }

const month = (date: string) => date.slice(0, 7)

const noticeFor = (bills: Pick<PendingBill, 'descricao' | 'valor' | 'data_vencimento' | 'reaberta'>[]) => {
  const months = bills.map((b) => month(b.data_vencimento)).sort()
  const rota = `/bpo/contas_a_pagar?aprovacao=pendente&inicio=${months[0]}&fim=${months[months.length - 1]}`
  if (bills.length === 1) {
    const b = bills[0]
    const what = `${b.descricao}: ${formatMoney(BigInt(b.valor))}, vence em ${formatDate(b.data_vencimento)}.`
    return b.reaberta
      ? { titulo: 'Conta alterada depois da aprovação', corpo: `${what} ${b.reaberta}`, rota }
      : { titulo: 'Conta aguardando sua aprovação', corpo: what, rota }
  }
  const total = bills.reduce((s, b) => s + BigInt(b.valor), 0n)
  return {
    titulo: `${bills.length} contas aguardando sua aprovação`,
    corpo: `Somam ${formatMoney(total)}.`,
    rota,
  }
}

/** Ids of the payables among `ids` (all when null) that wait for approval now. */
export const pendingIds = async (tx: Tx, office: number, ids: readonly number[] | null) =>
  new Set((await pendingBills(tx, office, ids)).map((b) => b.id))

/**
 * Notifies the approvers of the payables among `ids` (all when null) that wait for approval now and did not
 * before (`before`); stores the in-app notifications and returns what to push after the commit.
 */
export async function noticeApprovals(
  tx: Tx,
  office: number,
  ids: readonly number[] | null,
  before: ReadonlySet<number> = new Set(),
): Promise<Notice[]> {
  const started = (await pendingBills(tx, office, ids)).filter((b) => !before.has(b.id))
  if (started.length === 0) return []
  const managers = (await officeManagers(tx, office)).map((m) => m.id)
  const byUser = new Map<number, typeof started>()
  for (const b of started)
    for (const user of b.aprovador === null ? managers : [b.aprovador])
      byUser.set(user, [...(byUser.get(user) ?? []), b])
  const notices = [...byUser].map(([user, bills]) => ({ users: [user], ...noticeFor(bills) }))
  if (notices.length > 0)
    await tx.insert(notificacoes).values(
      notices.map((n) => ({
        id_usuario: n.users[0],
        tipo: 'warning',
        titulo: n.titulo,
        corpo: n.corpo,
        rota: n.rota,
      })),
    )
  return notices
}

/** Pushes committed notices; a failure is logged, never turned into an error (the notices are stored). */
export function pushNotices(
  db: Db,
  notices: readonly Notice[],
  options: { policy: PushEndpointPolicy; log: (msg: string) => void; error: (e: unknown) => void },
) {
  for (const n of notices)
    void pushToUsers(
      db,
      n.users,
      { titulo: n.titulo, corpo: n.corpo, rota: n.rota, tipo: 'warning' },
      { policy: options.policy, log: options.log },
    ).catch(options.error)
}
