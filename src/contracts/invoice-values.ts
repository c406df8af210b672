// The invoice models and their labels, zod-free: the route's search schema reads them in the first load.

export const invoiceModels = ['nfe', 'nfse-nacional', 'nfse-abrasf'] as const
export type InvoiceModel = (typeof invoiceModels)[number]
export const invoiceModelLabels: Record<InvoiceModel, string> = {
  nfe: 'NF-e',
  'nfse-nacional': 'NFS-e Nacional',
  'nfse-abrasf': 'NFS-e (ABRASF)',
}
