import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { InvoiceCreate, InvoiceIssue, InvoiceRow } from '@/contracts/invoicing'
import { invoicePaths } from '@/contracts/invoicing-paths'
import { defineCollection } from '@/db/collections'
import { useCollection, useQueueEdit } from '@/db/use-collection'
import { lazyContracts, requestParsed } from '@/lib/api/client'
import { formatCountOf } from '@/lib/format'
import { notify } from '@/lib/notify'

const contract = lazyContracts(() => import('@/contracts/invoicing'))
const billing = lazyContracts(() => import('@/contracts/billing'))

/** §3 faturamentoAnexos' invoices on this device, newest competence first (one created offline is there at once). */
export const invoiceCollection = defineCollection<InvoiceRow>('bpo-faturamento', (r) => r.id, {
  order: { name: 'competencia', key: (r) => `${r.competencia}|${r.atualizado_em}|${r.id}`, descending: true },
  searchFields: (r) => [r.cliente, r.descricao, r.numero ?? ''],
})

export const invoiceQueries = {
  all: (office: number) => ['bpo', office, 'faturamento'] as const,
  clients: (office: number) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(office), 'clientes'] as const,
      queryFn: async () =>
        (await requestParsed(billing('clientOptionsResponse'), 'GET', invoicePaths.clients(office))).value,
      staleTime: 5 * 60_000,
    }),
}

/** Every invoice of the office, from IndexedDB at once and refreshed from the server. */
export function useInvoices(office: number) {
  return useCollection(invoiceCollection, String(office), {
    queryKey: invoiceQueries.all(office),
    fetch: async () =>
      (await requestParsed(contract('invoiceListResponse'), 'GET', invoicePaths.list(office))).value.itens,
  })
}

const now = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z')

/**
 * Create, issue and cancel through the outbox: shown at once, sent once when online (the server checks each
 * against the version seen; a refusal shows as a conflict). Files need the connection.
 */
export function useInvoiceActions(office: number) {
  const queue = useQueueEdit()
  const base = { collection: invoiceCollection, scope: String(office) }
  return {
    create: (fields: InvoiceCreate, cliente: string) =>
      queue({
        ...base,
        rowId: fields.id,
        label: `Nova nota: ${fields.descricao}`,
        method: 'POST',
        url: invoicePaths.list(office),
        body: fields,
        baseVersion: null,
        after: {
          ...fields,
          cliente,
          version: 1,
          situacao: 'pendente_faturamento',
          numero: null,
          data_emissao: null,
          id_titulo: null,
          recebido: null,
          id_cobranca: null,
          atualizado_em: now(),
        } satisfies InvoiceRow,
      }),
    issue: (r: InvoiceRow, body: InvoiceIssue) =>
      queue({
        ...base,
        rowId: r.id,
        label: `Emitir nota ${body.numero}: ${r.descricao}`,
        method: 'POST',
        url: invoicePaths.issue(office, r.id),
        body,
        baseVersion: r.version,
        after: { ...r, situacao: 'a_receber', numero: body.numero, data_emissao: body.data_emissao, recebido: '0' },
      }),
    cancel: (r: InvoiceRow) =>
      queue({
        ...base,
        rowId: r.id,
        label: `Cancelar nota: ${r.descricao}`,
        method: 'POST',
        url: invoicePaths.cancel(office, r.id),
        body: { version: r.version },
        baseVersion: r.version,
        after: { ...r, situacao: r.situacao === 'pendente_faturamento' ? 'cancelada' : 'nota_cancelada' },
      }),
  }
}

/** 'Trazer cobranças do mês': the month's pending hiring-rule charges become pending invoices (online). */
export function useInvoicesFromCharges(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (mes: string) =>
      (
        await requestParsed(contract('invoicesFromChargesResponse'), 'POST', invoicePaths.fromCharges(office, mes), {
          headers: { 'Idempotency-Key': crypto.randomUUID() },
        })
      ).value,
    onSuccess: async ({ criadas }) => {
      await queryClient.invalidateQueries({ queryKey: invoiceQueries.all(office) })
      notify({
        text:
          criadas === 0
            ? 'Nenhuma cobrança nova para faturar neste mês.'
            : `${formatCountOf(criadas, 'cobrança virou nota pendente', 'cobranças viraram notas pendentes')} de faturamento.`,
        color: criadas === 0 ? 'info' : 'success',
      })
    },
    onError: (e) => notify({ text: e.message, color: 'danger' }),
  })
}
