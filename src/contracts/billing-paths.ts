/**
 * Endpoint paths of hiring rules and charges (/contratacoes/*), recurring payments (/recorrencia*) and instalments
 * (/parcela*). §7 names the prefixes /v2/interno/recorrencia/… and /v2/interno/parcelamento/…. Kept apart from
 * paths.ts so the first load does not carry them.
 */
const hiring = (office: number | string) => `/v2/api/office/${office}/contratacoes`
const recurring = (office: number | string) => `/v2/interno/recorrencia/office/${office}`
const instalments = (office: number | string) => `/v2/interno/parcelamento/office/${office}`

export const billingPaths = {
  clients: (office: number | string) => `${hiring(office)}/clientes`,
  rules: (office: number | string) => `${hiring(office)}/regras`,
  rule: (office: number | string, id: number | string) => `${hiring(office)}/regras/${id}`,
  charges: (office: number | string) => `${hiring(office)}/cobrancas`,
  generate: (office: number | string, mes: string) => `${hiring(office)}/cobrancas/${mes}/gerar`,
  /** GET: the accounts and categories 'Receber' may use, with the defaults. */
  receiveTargets: (office: number | string) => `${hiring(office)}/destinos`,
  receive: (office: number | string, id: number | string) => `${hiring(office)}/cobrancas/${id}/receber`,
  history: (office: number | string) => `${hiring(office)}/historico`,
  plans: (office: number | string) => `${recurring(office)}/planos`,
  subscriptions: (office: number | string) => `${recurring(office)}/assinaturas`,
  subscriptionStatus: (office: number | string, id: number | string) => `${recurring(office)}/assinaturas/${id}/status`,
  /** 'Trocar cartão': a plain transaction like subscribing (the body holds a card). */
  subscriptionCard: (office: number | string, id: number | string) => `${recurring(office)}/assinaturas/${id}/cartao`,
  cardCharges: (office: number | string) => `${recurring(office)}/cobrancas`,
  chargeMonth: (office: number | string, mes: string) => `${recurring(office)}/cobrancas/${mes}/cobrar`,
  retry: (office: number | string, id: number | string) => `${recurring(office)}/cobrancas/${id}/tentar`,
  /** Cancels one card charge (a subscription's month or an instalment) still open. */
  cancelCharge: (office: number | string, id: number | string) => `${recurring(office)}/cobrancas/${id}/cancelar`,
  instalmentPlans: (office: number | string) => `${instalments(office)}/planos`,
  /** Cancels an instalment plan: its open instalments are cancelled, the paid ones kept. */
  cancelInstalmentPlan: (office: number | string, id: number | string) =>
    `${instalments(office)}/planos/${id}/cancelar`,
  clientInstalments: (office: number | string, client: number | string) => `${instalments(office)}/clientes/${client}`,
}
