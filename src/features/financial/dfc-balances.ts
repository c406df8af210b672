import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { financialPaths } from '@/contracts/financial-paths'
import { defineCollection } from '@/db/collections'
import { queuedEditNotice } from '@/db/online-only'
import { useQueueEdit } from '@/db/use-collection'
import { usePendingEntries } from '@/db/use-outbox-entries'
import { financialQueries } from './queries'

export type BalanceKind = 'balance-initial' | 'balance-adjustment'
export type BalanceInput = { id_conta_corrente: number; mes: string; valor: bigint; descricao?: string }

/** An opening balance or an adjustment of one account in one month, as the server answers it (valor in centavos). */
export type DfcBalance = {
  tipo: 'inicial' | 'ajuste'
  id_conta_corrente: number
  mes: string
  valor: string
  descricao: string | null
}

const tipoOf: Record<BalanceKind, DfcBalance['tipo']> = { 'balance-initial': 'inicial', 'balance-adjustment': 'ajuste' }
const kindLabel: Record<BalanceKind, string> = { 'balance-initial': 'Saldo inicial', 'balance-adjustment': 'Ajuste' }

/**
 * The balances edited on this device, scoped by office: they carry the queued edits (the DFC itself is
 * computed by the server, which has no list of balances to refresh this from).
 */
export const dfcBalancesCollection = defineCollection<DfcBalance>(
  'saldos-dfc',
  (b) => `${b.tipo}:${b.id_conta_corrente}:${b.mes}`,
)

/**
 * Set and remove go through the outbox. A balance is last-writer-wins per account, month and kind (the call
 * carries the whole value), so it is sent without a version.
 */
export function useBalanceEdit(office: number) {
  const queue = useQueueEdit()
  return (action: 'set' | 'remove', kind: BalanceKind, input: BalanceInput) => {
    const tipo = tipoOf[kind]
    const key = { tipo, id_conta_corrente: input.id_conta_corrente, mes: input.mes }
    const valor = input.valor.toString()
    return queue<DfcBalance>({
      collection: dfcBalancesCollection,
      scope: String(office),
      rowId: dfcBalancesCollection.idOf({ ...key, valor, descricao: null }),
      label: `${kindLabel[kind]} ${input.mes} (${action === 'set' ? 'definir' : 'remover'})`,
      method: 'POST',
      url: financialPaths.dfcBalance(office, action, kind),
      body:
        action === 'set'
          ? { id_conta_corrente: input.id_conta_corrente, mes: input.mes, valor, descricao: input.descricao }
          : { id_conta_corrente: input.id_conta_corrente, mes: input.mes },
      baseVersion: null,
      after: action === 'set' ? { ...key, valor, descricao: input.descricao ?? null } : null,
    })
  }
}

export const balanceNotice = (action: 'set' | 'remove', kind: BalanceKind) => {
  const done = `${kindLabel[kind]} ${action === 'set' ? 'salvo' : 'removido'}`
  return queuedEditNotice(`${done}.`, `${done} neste aparelho. Será enviado quando a conexão voltar.`)
}

/** How many balance edits of the office are still queued (pending, sending, failed or in conflict). */
export function useQueuedBalances(office: number): number {
  return usePendingEntries(dfcBalancesCollection.name, String(office)).length
}

/** Each time a queued balance leaves the outbox, the DFC and the balance history are read again. */
export function useRefreshAfterBalances(office: number) {
  const queryClient = useQueryClient()
  const queued = useQueuedBalances(office)
  const last = useRef(queued)
  useEffect(() => {
    const sent = queued < last.current
    last.current = queued
    if (!sent) return
    void queryClient.invalidateQueries({ queryKey: [...financialQueries.office(office), 'dfc'] })
    void queryClient.invalidateQueries({ queryKey: financialQueries.balanceHistorical(office).queryKey })
  }, [office, queued, queryClient])
  return queued
}
