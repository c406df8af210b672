// Plain data, no zod: the route table (in the app's first-load chunk) reads the codes to validate '?relatorio='.

/** Reports (services) that can be released to professionals. */
export const SERVICOS = [
  { codigo: 'dre-profissional', nome: 'DRE por profissional' },
  { codigo: 'comissoes', nome: 'Extrato de comissões' },
  { codigo: 'carteira-clientes', nome: 'Carteira de clientes' },
  { codigo: 'metas', nome: 'Acompanhamento de metas' },
] as const
export const servicoCodes = SERVICOS.map((s) => s.codigo) as [string, ...string[]]

/** Where a professional opens what was released to them; the 'Relatório liberado' notice links here. */
export const MY_REPORTS_ROUTE = '/consultoria/relatorios'

export type ServicoCode = (typeof SERVICOS)[number]['codigo']

/** The server's 403 when a professional opens a report not released to them (the pages show a 'not released' state). */
export const REPORT_NOT_RELEASED =
  'Este relatório ainda não foi liberado para você. A gestão do escritório libera os relatórios em Acessos › Consultoria.'
