// Paths and the catalogue of the alerts (/validation/home), /versoes and the first-run set-up (parametrização),
// apart from their schemas: plain data the pages read without loading zod first.

const adm = '/v2/interno/api/admin'
const office = (o: number | string) => `/v2/api/office/${o}`

export const validationPaths = {
  /** Staff: every office's alerts (or one, `?id_escritorio=`); a gestor: their own office's. */
  alerts: `${adm}/validation/alertas`,
  checks: (o: number | string) => `${office(o)}/validation/checks`,
  check: (o: number | string, codigo: string) => `${office(o)}/validation/checks/${codigo}`,
  comment: (o: number | string, codigo: string) => `${office(o)}/validation/checks/${codigo}/comentario`,
  versions: '/v2/api/sistema/versoes',
  setup: (o: number | string) => `${office(o)}/parametrizacao`,
  setupStep: (o: number | string, etapa: string) => `${office(o)}/parametrizacao/${etapa}`,
  setupFinish: (o: number | string) => `${office(o)}/parametrizacao/concluir`,
}

/**
 * The checks an office's alerts run (§3 Validation: checks with options). `opcao` is one number per check,
 * bounded by `min`/`max`; `href` is where the alert is fixed.
 */
export const alertChecks = [
  {
    codigo: 'dre-sem-dados',
    titulo: 'Mês da DRE sem dados',
    descricao: 'Meses fechados sem nenhum lançamento na DRE atual.',
    opcao: { rotulo: 'Meses verificados', padrao: 6, min: 1, max: 24 },
  },
  {
    codigo: 'contas-atrasadas',
    titulo: 'Contas a pagar atrasadas',
    descricao: 'Contas a pagar em aberto com vencimento já passado.',
    opcao: { rotulo: 'Dias de atraso tolerados', padrao: 0, min: 0, max: 90 },
  },
  {
    codigo: 'dataroom-faltando',
    titulo: 'Mês do data room sem envio',
    descricao: 'Meses sem o arquivo mensal de uma categoria do data room.',
    opcao: { rotulo: 'Meses verificados', padrao: 3, min: 1, max: 12 },
  },
  {
    codigo: 'caixa-negativo',
    titulo: 'Previsão de caixa negativa',
    descricao: 'Saldo das contas mais recebimentos menos pagamentos em aberto fica negativo.',
    opcao: { rotulo: 'Dias de previsão', padrao: 30, min: 1, max: 180 },
  },
] as const
export type AlertCode = (typeof alertChecks)[number]['codigo']
export const alertCodes = alertChecks.map((c) => c.codigo) as unknown as readonly [AlertCode, ...AlertCode[]]

/** The steps of the first-run set-up, in order. */
export const setupSteps = [
  { etapa: 'plano-de-contas', titulo: 'Plano de contas' },
  { etapa: 'contas-correntes', titulo: 'Contas correntes' },
  { etapa: 'saldos-iniciais', titulo: 'Saldos iniciais' },
  { etapa: 'equipe', titulo: 'Equipe' },
] as const
export type SetupStep = (typeof setupSteps)[number]['etapa']
export const setupStepNames = setupSteps.map((s) => s.etapa) as unknown as readonly [SetupStep, ...SetupStep[]]
