/** Endpoint paths of one area: BPO registers and bills (/bpo/*). Kept apart from paths.ts so the first load does not carry them. */
export const bpoPaths = {
  /** BPO registers (/bpo/manager/*): `register` is a key of `bpoRegisters` (src/contracts/bpo.ts). */
  bpoRegister: (office: number | string, register: string) => `/v2/api/office/${office}/bpo/${register}`,
  bpoRecord: (office: number | string, register: string, id: number | string) =>
    `/v2/api/office/${office}/bpo/${register}/${id}`,
  bpoOptions: (office: number | string) => `/v2/api/office/${office}/bpo/opcoes`,
  /** BPO bills (/bpo/contas_*): `kind` is 'pagar' or 'receber' (src/contracts/bpo-bills.ts). */
  bpoBills: (office: number | string, kind: string) => `/v2/api/office/${office}/bpo/titulos/${kind}`,
  bpoBill: (office: number | string, kind: string, id: number | string) =>
    `/v2/api/office/${office}/bpo/titulos/${kind}/${id}`,
  bpoBillCancel: (office: number | string, kind: string, id: number | string) =>
    `/v2/api/office/${office}/bpo/titulos/${kind}/${id}/cancelar`,
  bpoBillPayments: (office: number | string, kind: string, id: number | string) =>
    `/v2/api/office/${office}/bpo/titulos/${kind}/${id}/pagamentos`,
  /** Undo a payment: a POST (not a DELETE) so that, queued offline, the bill row takes the server's answer. */
  bpoBillPaymentUndo: (office: number | string, kind: string, id: number | string, payment: number | string) =>
    `/v2/api/office/${office}/bpo/titulos/${kind}/${id}/pagamentos/${payment}/desfazer`,
}
