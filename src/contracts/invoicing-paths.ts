// Billing (/bpo/faturamento): the office's service invoices to its own clients. Endpoint paths and the states with
// their §4 labels and colours; zod-free, so the page reads them before the contracts load.

/** What the list shows: the stored state, with an issued invoice split by its receivable (open or paid in full). */
export const invoiceStates = ['pendente_faturamento', 'a_receber', 'recebida', 'cancelada', 'nota_cancelada'] as const
export type InvoiceState = (typeof invoiceStates)[number]

export type InvoiceStateInfo = { value: InvoiceState; label: string; cor: string }

// Colours dark enough for white text (WCAG AA), the same as the requests' states of the same name.
export const invoiceStateCatalogue: readonly InvoiceStateInfo[] = [
  { value: 'pendente_faturamento', label: 'Pendente faturamento', cor: '#4527a0' },
  { value: 'a_receber', label: 'A receber', cor: '#00695c' },
  { value: 'recebida', label: 'Recebida', cor: '#2e7d32' },
  { value: 'cancelada', label: 'Cancelada', cor: '#616161' },
  { value: 'nota_cancelada', label: 'Nota cancelada', cor: '#455a64' },
]

export const invoiceStateInfo = (s: InvoiceState): InvoiceStateInfo =>
  invoiceStateCatalogue.find((i) => i.value === s) ?? invoiceStateCatalogue[0]

const base = (o: number | string) => `/v2/api/office/${o}/bpo/faturamento`
const one = (o: number | string, f: string) => `${base(o)}/${f}`

export const invoicePaths = {
  /** GET (every invoice with totals per state), POST (a new invoice; its id made by the client). */
  list: base,
  /** GET: the office's clients an invoice may be issued to. */
  clients: (o: number | string) => `${base(o)}/clientes`,
  /** POST {numero, data_emissao, id_conta_corrente, id_categoria, version}: issue it; its receivable is created. */
  issue: (o: number | string, f: string) => `${one(o, f)}/emitir`,
  /** POST {version}: cancel (before issue) or cancel the issued nota with its receivable. */
  cancel: (o: number | string, f: string) => `${one(o, f)}/cancelar`,
  /** POST: the month's pending charges of the hiring rules (/contratacoes) become pending invoices. */
  fromCharges: (o: number | string, mes: string) => `${base(o)}/cobrancas/${mes}`,
  attachments: (o: number | string, f: string) => `${one(o, f)}/anexos`,
  attachment: (o: number | string, f: string, anexo: number | string) => `${one(o, f)}/anexos/${anexo}`,
}
