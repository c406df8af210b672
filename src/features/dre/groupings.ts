/** The DRE pages and how each one asks the server. */
export type DreGroupingKey = 'pj' | 'profissional' | 'produto' | 'filial' | 'equipe' | 'geral'

export type DreGroupingInfo = {
  key: DreGroupingKey
  /** `{type}` of F/dre/{type}. */
  apiType: string
  /** `{kind}` of F/dre-summary/{kind}, the list of the grouping's entities. */
  summaryKind: string | null
  title: string
  /** Column noun, singular. */
  noun: string
  to: string
}

export const dreGroupings: Record<DreGroupingKey, DreGroupingInfo> = {
  pj: {
    key: 'pj',
    apiType: 'pj',
    summaryKind: 'pjs',
    title: 'DRE por empresa',
    noun: 'Empresa',
    to: '/dre/dres/dre-pj',
  },
  profissional: {
    key: 'profissional',
    apiType: 'profissional',
    summaryKind: 'professionals',
    title: 'DRE por profissional',
    noun: 'Profissional',
    to: '/dre/dres/dre-profissional',
  },
  produto: {
    key: 'produto',
    apiType: 'area-receita',
    summaryKind: 'revenue-areas',
    title: 'DRE por produto',
    noun: 'Produto',
    to: '/dre/dres/dre-produto',
  },
  filial: {
    key: 'filial',
    apiType: 'subsidiaries',
    summaryKind: 'subsidiaries',
    title: 'DRE por filial',
    noun: 'Filial',
    to: '/dre/dres/dre-filial',
  },
  equipe: {
    key: 'equipe',
    apiType: 'team',
    summaryKind: 'teams',
    title: 'DRE por equipe',
    noun: 'Equipe',
    to: '/dre/dres/Equipe',
  },
  geral: {
    key: 'geral',
    apiType: 'geral',
    summaryKind: null,
    title: 'DRE gerencial',
    noun: 'Escritório',
    to: '/financeiro/dres',
  },
}

export const dreTabs: readonly DreGroupingKey[] = ['pj', 'profissional', 'produto', 'filial', 'equipe']
