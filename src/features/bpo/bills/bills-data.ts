import { useState } from 'react'
import { type BillKind, billStatus, todayInBrazil } from '@/contracts/bill-status'
import type { BillStatus } from '@/contracts/bill-statuses'
import { APPROVED_TAG, type BillTag, workflowStep } from '@/contracts/bill-tags'
import {
  type BillFields,
  type BillRow,
  billListResponse,
  LIST_MAX,
  type PaymentRow,
  type StatusTotal,
} from '@/contracts/bpo-bills'
import { bpoPaths } from '@/contracts/bpo-paths'
import { planPaths } from '@/contracts/bpo-plan-paths'
import { workflowPaths } from '@/contracts/bpo-workflow-paths'
import { defineCollection } from '@/db/collections'
import { useCollection, useQueueEdit } from '@/db/use-collection'
import { requestParsed } from '@/lib/api/client'
import type { BillsSearch } from './bills-search'

/** A bill as the page holds it; one created offline has a temporary (text) id until the server answers. */
export type LocalBill = Omit<BillRow, 'id'> & { id: number | string }

export const isUnsavedBill = (bill: LocalBill) => typeof bill.id !== 'number'

const collections = {
  pagar: defineCollection<LocalBill>('bpo-titulos-pagar', (b) => String(b.id), {
    order: {
      name: 'vencimento',
      key: (b) => `${b.data_vencimento}|${String(b.id).padStart(12, '0')}`,
      descending: false,
    },
    searchFields: (b) => [b.descricao, b.fornecedor, b.pagador, b.categoria, b.observacoes],
  }),
  receber: defineCollection<LocalBill>('bpo-titulos-receber', (b) => String(b.id), {
    order: {
      name: 'vencimento',
      key: (b) => `${b.data_vencimento}|${String(b.id).padStart(12, '0')}`,
      descending: false,
    },
    searchFields: (b) => [b.descricao, b.fornecedor, b.pagador, b.categoria, b.observacoes],
  }),
}
export const billCollection = (kind: BillKind) => collections[kind]

/** The server-side filters (all but the status, tag and approval, which the page applies to the rows it holds). */
const serverFilters = (s: BillsSearch) => ({
  inicio: s.inicio,
  fim: s.fim,
  fornecedor: s.fornecedor,
  pagador: s.pagador,
  categoria: s.categoria,
  conta: s.conta,
})

/** One cached collection per office and filter set, so each filtered view opens at once offline too. */
export const billScope = (office: number, s: BillsSearch) => `${office}|${JSON.stringify(serverFilters(s))}`

export const billQueries = {
  all: (office: number, kind: BillKind) => ['bpo', office, 'titulos', kind] as const,
  list: (office: number, kind: BillKind, s: BillsSearch) =>
    [...billQueries.all(office, kind), serverFilters(s)] as const,
}

const query = (s: BillsSearch) => {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(serverFilters(s))) if (v !== undefined && v !== '') params.set(k, String(v))
  params.set('limite', String(LIST_MAX))
  return params.toString()
}

/** The bills of the filters, from IndexedDB at once and refreshed from the server; `truncated` past LIST_MAX. */
export function useBills(kind: BillKind, office: number, search: BillsSearch) {
  const [serverTotal, setServerTotal] = useState(0)
  const result = useCollection(collections[kind], billScope(office, search), {
    queryKey: billQueries.list(office, kind, search),
    fetch: async () => {
      const answer = await requestParsed(billListResponse, 'GET', `${bpoPaths.bpoBills(office, kind)}?${query(search)}`)
      setServerTotal(answer.value.total)
      return answer.value.itens
    },
  })
  return { ...result, truncated: serverTotal > LIST_MAX }
}

/** §4 status of a bill as this device sees it now (edits still queued included). */
export const localStatus = (b: LocalBill, today = todayInBrazil()): BillStatus =>
  billStatus(
    {
      tipo: b.tipo,
      cancelado: b.cancelado,
      valor: BigInt(b.valor),
      pago: BigInt(b.pago),
      data_vencimento: b.data_vencimento,
      data_agendamento: b.data_agendamento,
    },
    today,
  )

/** Count and sum per status of the rows held (the same figures the server's `resumo` gives for them). */
export function totalsByStatus(rows: LocalBill[], today: string): StatusTotal[] {
  const totals = new Map<BillStatus, { quantidade: number; valor: bigint }>()
  for (const b of rows) {
    const s = localStatus(b, today)
    const t = totals.get(s) ?? { quantidade: 0, valor: 0n }
    totals.set(s, { quantidade: t.quantidade + 1, valor: t.valor + BigInt(b.valor) })
  }
  return [...totals].map(([status, t]) => ({ status, quantidade: t.quantidade, valor: t.valor.toString() }))
}

export type PaymentInput = Omit<PaymentRow, 'id'>
type Names = { fornecedor: string | null; categoria: string | null }

/** A bill's tags; a row cached on this device before the workflow existed has none yet (until it is refreshed). */
export const tagsOf = (b: LocalBill): BillTag[] => b.etiquetas ?? []

/** Whether the bill passes the page's tag and approval filters (applied to the rows held, queued edits included). */
export const matchesWorkflow = (b: LocalBill, s: BillsSearch) =>
  (!s.etiqueta || tagsOf(b).some((t) => t === s.etiqueta)) && (!s.aprovacao || b.aprovacao === s.aprovacao)

/**
 * Create, edit, cancel, remove, pay, undo, move through the ERP steps, approve and reject through the outbox: shown at once, sent once
 * when online (an approval given on the phone in the metro reaches the server once, when it connects).
 */
export function useBillActions(kind: BillKind, office: number, scope: string) {
  const queue = useQueueEdit()
  const collection = collections[kind]
  const noun = kind === 'pagar' ? 'conta a pagar' : 'conta a receber'
  const edit = (bill: LocalBill, label: string, url: string, after: LocalBill, body: Record<string, unknown> = {}) =>
    queue({
      collection,
      scope,
      rowId: String(bill.id),
      label,
      method: 'POST',
      url,
      body,
      baseVersion: bill.version,
      after,
    })
  return {
    create: (fields: BillFields, names: Names) => {
      const id = crypto.randomUUID()
      const after: LocalBill = {
        ...fields,
        ...names,
        id,
        version: 1,
        tipo: kind,
        pago: '0',
        cancelado: false,
        status: null,
        etiquetas: [],
        aprovacao: null,
        aprovacao_por: null,
        aprovacao_em: null,
        aprovacao_motivo: null,
        rateio: fields.rateio,
        pagamentos: [],
      }
      return queue({
        collection,
        scope,
        rowId: id,
        label: `Nova ${noun}: ${fields.descricao}`,
        method: 'POST',
        url: bpoPaths.bpoBills(office, kind),
        body: fields,
        baseVersion: null,
        after,
      })
    },
    update: (bill: LocalBill, fields: BillFields, names: Names) =>
      queue({
        collection,
        scope,
        rowId: String(bill.id),
        label: `Edição: ${fields.descricao}`,
        method: 'PUT',
        url: bpoPaths.bpoBill(office, kind, bill.id),
        body: fields,
        baseVersion: bill.version,
        after: { ...bill, ...fields, ...names },
      }),
    remove: (bill: LocalBill) =>
      queue({
        collection,
        scope,
        rowId: String(bill.id),
        label: `Remoção: ${bill.descricao}`,
        method: 'DELETE',
        url: bpoPaths.bpoBill(office, kind, bill.id),
        baseVersion: bill.version,
        after: null,
      }),
    cancel: (bill: LocalBill) =>
      edit(bill, `Cancelamento: ${bill.descricao}`, bpoPaths.bpoBillCancel(office, kind, bill.id), {
        ...bill,
        cancelado: true,
      }),
    pay: (bill: LocalBill, payment: PaymentInput) => {
      const local: PaymentRow = { id: 0, ...payment }
      return edit(
        bill,
        `${kind === 'pagar' ? 'Pagamento' : 'Recebimento'}: ${bill.descricao}`,
        bpoPaths.bpoBillPayments(office, kind, bill.id),
        {
          ...bill,
          pago: (BigInt(bill.pago) + BigInt(payment.valor)).toString(),
          pagamentos: [...bill.pagamentos, local],
        },
        payment,
      )
    },
    undoPayment: (bill: LocalBill, payment: PaymentRow) =>
      edit(
        bill,
        `Pagamento desfeito: ${bill.descricao}`,
        bpoPaths.bpoBillPaymentUndo(office, kind, bill.id, payment.id),
        {
          ...bill,
          pago: (BigInt(bill.pago) - BigInt(payment.valor)).toString(),
          pagamentos: bill.pagamentos.filter((p) => p.id !== payment.id),
        },
      ),
    move: (bill: LocalBill, para: BillTag, motivo: string | null) =>
      edit(
        bill,
        `Etapa do ERP: ${bill.descricao}`,
        planPaths.erpMove(office, kind, bill.id),
        { ...bill, etiquetas: [para] },
        { para, ...(motivo ? { motivo } : {}) },
      ),
    approve: (bill: LocalBill, by: string) =>
      edit(
        bill,
        `Aprovação: ${bill.descricao}`,
        workflowPaths.approval(office, bill.id),
        {
          ...bill,
          aprovacao: 'aprovado',
          aprovacao_por: by,
          aprovacao_em: new Date().toISOString(),
          aprovacao_motivo: null,
          etiquetas: workflowStep(tagsOf(bill)) === 'pagamento-agendado' ? [APPROVED_TAG] : tagsOf(bill),
        },
        { decisao: 'aprovar' },
      ),
    reject: (bill: LocalBill, by: string, motivo: string) =>
      edit(
        bill,
        `Rejeição: ${bill.descricao}`,
        workflowPaths.approval(office, bill.id),
        {
          ...bill,
          aprovacao: 'rejeitado',
          aprovacao_por: by,
          aprovacao_em: new Date().toISOString(),
          aprovacao_motivo: motivo,
          etiquetas: workflowStep(tagsOf(bill)) === APPROVED_TAG ? ['pagamento-agendado'] : tagsOf(bill),
        },
        { decisao: 'rejeitar', motivo },
      ),
  }
}
