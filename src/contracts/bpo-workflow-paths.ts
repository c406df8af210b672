// Paths of the BPO approval API, apart from its schemas so the first-load bundle never carries them (see
// src/contracts/financial-paths.ts). The ERP moves and the approval rules are in bpo-plan-paths.ts.

const bills = (o: number | string, kind: string, id: number | string) => `/v2/api/office/${o}/bpo/titulos/${kind}/${id}`

export const workflowPaths = {
  /** POST: the approver's decision on a payable (approve, or reject with a reason). */
  approval: (o: number | string, id: number | string) => `${bills(o, 'pagar', id)}/aprovacao`,
}
