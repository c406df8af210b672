import { queryOptions } from '@tanstack/react-query'
import { invoicePaths } from '@/contracts/inbox-paths'
import type { InvoiceDetail } from '@/contracts/invoices'
import { lazyContracts, requestParsed } from '@/lib/api/client'
import { uploadFile } from '@/lib/api/upload'
import type { InvoicesSearch } from './invoices-search'

const contract = lazyContracts(() => import('@/contracts/invoices'))

const listFilters = (s: InvoicesSearch) => ({
  inicio: s.inicio,
  fim: s.fim,
  tipo: s.tipo,
  modelo: s.modelo,
  busca: s.busca,
})

export const invoiceQueries = {
  all: (office: number) => ['bpo', office, 'notas-fiscais'] as const,
  list: (office: number, search: InvoicesSearch) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(office), 'lista', listFilters(search)] as const,
      queryFn: ({ signal }) =>
        requestParsed(contract('invoiceList'), 'GET', invoicePaths.list(office), {
          signal,
          query: listFilters(search),
        }).then((r) => r.value),
    }),
  one: (office: number, id: number) =>
    queryOptions({
      queryKey: [...invoiceQueries.all(office), 'nota', id] as const,
      queryFn: ({ signal }) =>
        requestParsed(contract('invoiceDetailResponse'), 'GET', invoicePaths.one(office, id), { signal }).then(
          (r) => r.value,
        ),
    }),
}

/** Sends one XML file; the answer is the invoice with the bills made from it. */
export const uploadInvoice = (office: number, file: File, onProgress: (f: number) => void) =>
  uploadFile<{ value: InvoiceDetail }>(invoicePaths.list(office), file, { onProgress }).then((r) => r.value)
