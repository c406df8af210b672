/** Endpoint paths of one area: Commissions (/comissoes/*). Kept apart from paths.ts so the first load does not carry them. */
export const commissionPaths = {
  /** Commissions (/comissoes/*): models (rules), options, computed months by YYYY-MM. */
  commissionRules: (office: number | string) => `/v2/api/office/${office}/comissoes/modelos`,
  commissionRule: (office: number | string, id: number | string) => `/v2/api/office/${office}/comissoes/modelos/${id}`,
  commissionOptions: (office: number | string) => `/v2/api/office/${office}/comissoes/opcoes`,
  commissionMonth: (office: number | string, mes: string) => `/v2/api/office/${office}/comissoes/apuracoes/${mes}`,
  commissionMonthAction: (
    office: number | string,
    mes: string,
    action: 'linhas' | 'calcular' | 'aprovar' | 'reabrir' | 'exportar' | 'contas-a-pagar',
  ) => `/v2/api/office/${office}/comissoes/apuracoes/${mes}/${action}`,
}
