// Endpoint paths and rules of the bank statements (/bpo/extrato) and the positions report (/bpo/positions_report),
// zod-free so the pages read them before the schemas load.

const base = (o: number | string) => `/v2/api/office/${o}/bpo/extrato`

export const STATEMENT_ACCEPT = '.ofx,.ret,.txt,.cnab,.rem'
export const STATEMENT_TYPES_TEXT = 'OFX ou retorno CNAB 240/400'

export const statementPaths = {
  preview: (o: number | string) => `${base(o)}/previa`,
  import: (o: number | string) => `${base(o)}/importar`,
  lines: (o: number | string) => `${base(o)}/linhas`,
  reconcile: (o: number | string, line: number | string) => `${base(o)}/linhas/${line}/conciliar`,
  create: (o: number | string, line: number | string) => `${base(o)}/linhas/${line}/criar`,
  undo: (o: number | string, line: number | string) => `${base(o)}/linhas/${line}/desfazer`,
  accept: (o: number | string) => `${base(o)}/aceitar`,
  rules: (o: number | string) => `${base(o)}/regras`,
  rule: (o: number | string, id: number | string) => `${base(o)}/regras/${id}`,
  positions: (o: number | string) => `/v2/api/office/${o}/bpo/posicoes`,
  positionsXlsx: (o: number | string) => `/v2/api/office/${o}/bpo/posicoes/xlsx`,
} as const

export const LINE_ALREADY_RECONCILED = 'Esta linha do extrato já foi conciliada.'
export const LINE_NOT_RECONCILED = 'Esta linha do extrato não está conciliada.'
export const LINE_NOT_FOUND = 'Linha do extrato não encontrada'
export const TARGET_NOT_FOUND = 'A conta, o lançamento ou a linha escolhida não existe nesta conta corrente.'
export const AMOUNT_MISMATCH = 'O valor não confere com o da linha do extrato.'
