// Paths of the BPO plans and rules API (ERP moves and history, approval rules, instalments, recurrences), apart
// from their schemas so the first-load bundle never carries them (see src/contracts/financial-paths.ts).

const bill = (o: number | string, kind: string, id: number | string) => `/v2/api/office/${o}/bpo/titulos/${kind}/${id}`

export const planPaths = {
  /** POST: moves the bill to another ERP step (the state machine of erp-machine.ts). */
  erpMove: (o: number | string, kind: string, id: number | string) => `${bill(o, kind, id)}/etapa`,
  /** GET: the bill's ERP history (who, when, from, to, reason). */
  erpHistory: (o: number | string, kind: string, id: number | string) => `${bill(o, kind, id)}/etapas`,
  /** GET/PUT: the office's approval rules (who approves, from which amount). */
  approvalRules: (o: number | string) => `/v2/api/office/${o}/bpo/regras-aprovacao`,
  /** POST: splits the bill into instalments. */
  instalments: (o: number | string, kind: string, id: number | string) => `${bill(o, kind, id)}/parcelar`,
  /** POST: makes the bill the first occurrence of a recurrence. */
  recurrence: (o: number | string, kind: string, id: number | string) => `${bill(o, kind, id)}/recorrencia`,
  /** POST: edits this occurrence and the following ones (the bill's fields as in PUT, plus its version). */
  seriesEdit: (o: number | string, kind: string, id: number | string) => `${bill(o, kind, id)}/recorrencia/seguintes`,
  /** POST: ends the recurrence after this occurrence (the following open ones are removed). */
  seriesStop: (o: number | string, kind: string, id: number | string) => `${bill(o, kind, id)}/recorrencia/encerrar`,
}
