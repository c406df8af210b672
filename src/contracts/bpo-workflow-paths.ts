// Paths of the BPO workflow API (ERP tags, approvals, the office's BPO settings), apart from their schemas so the
// first-load bundle never carries them (see src/contracts/financial-paths.ts).

const bills = (o: number | string, kind: string, id: number | string) => `/v2/api/office/${o}/bpo/titulos/${kind}/${id}`

export const workflowPaths = {
  /** PUT: the bill's ERP workflow tags. */
  tags: (o: number | string, kind: string, id: number | string) => `${bills(o, kind, id)}/etiquetas`,
  /** POST: the gestor's decision on a payable (approve, or reject with a reason). */
  approval: (o: number | string, id: number | string) => `${bills(o, 'pagar', id)}/aprovacao`,
  /** GET/PUT: the office's BPO settings ('pagamentos exigem aprovação'). */
  settings: (o: number | string) => `/v2/api/office/${o}/bpo/configuracao`,
}
