// The per-office features and the routes and endpoints they cover: plain data, read by the first-load bundle's
// route guard and by the server (no zod here; the permission schemas are in access.ts).

export type AccessRole = 'equipe' | 'gestor' | 'assessor' | 'planejador' | 'cliente'

/**
 * Per-office features (§3 Office permission, §6). An office without a row for a feature has it;
 * `possui_acesso: false` hides the menu items of `menu` (route prefixes) for the office's users and makes
 * the server answer 403 on every endpoint under `endpoints` (route patterns, `:param` for any segment).
 * Staff are never blocked: they configure offices that lack a feature.
 */
export const features = [
  {
    funcionalidade: 'dre',
    titulo: 'DREs',
    menu: ['/dre'],
    endpoints: [
      '/v2/interno/api/admin/financial/office/:office/dre',
      '/v2/interno/api/admin/financial/office/:office/dre-summary',
      '/v2/interno/api/admin/financial/office/:office/dre-historical',
      '/v2/interno/api/admin/financial/office/:office/dre-version',
      '/v2/interno/api/admin/financial/office/:office/set-dre-version',
      '/v2/interno/api/admin/financial/office/:office/restore-temp-dre-version',
      '/v2/interno/api/admin/financial/office/:office/result-lines',
      '/v2/interno/api/admin/financial/office/:office/horizon',
      '/v2/interno/api/admin/financial/office/:office/versions',
      '/v2/interno/api/admin/financial/office/:office/category-detail',
      '/v2/interno/api/admin/financial/dre/detail',
    ],
  },
  {
    funcionalidade: 'financeiro',
    titulo: 'Financeiro (DFC e saldos)',
    menu: ['/financeiro'],
    endpoints: [
      '/v2/interno/api/admin/office/:id/dfc',
      '/v2/interno/api/admin/financial/office/:office/dfc',
      '/v2/interno/api/admin/financial/office/:office/financial',
      '/v2/interno/api/admin/financial/office/:office/last_update',
    ],
  },
  {
    funcionalidade: 'clientes',
    titulo: 'Clientes e carteiras',
    menu: ['/clientes', '/carteira'],
    endpoints: ['/v2/api/office/:id/clients'],
  },
  {
    funcionalidade: 'acessos',
    titulo: 'Acessos de profissionais',
    menu: ['/professional'],
    endpoints: [
      '/v2/interno/api/admin/office/:id/professionals',
      '/v2/interno/api/admin/notebooks/add-professional',
      '/v2/interno/api/admin/notebooks/release-report-to-professionals',
      '/v2/interno/api/admin/notebooks/list-services-for-professional',
      '/v2/interno/api/admin/send-email-dados-equipe',
    ],
  },
  { funcionalidade: 'anotacoes', titulo: 'Anotações do escritório', menu: [], endpoints: ['/v2/api/office/:id/notes'] },
  {
    funcionalidade: 'dataroom',
    titulo: 'Consultoria (dataroom)',
    menu: ['/dataroom', '/consultoria'],
    endpoints: [
      '/v2/interno/api/admin/office/:id/data-room',
      '/v2/interno/api/admin/data-room-missing-months',
      '/v2/interno/api/admin/notebooks/consolidacao-mensal',
    ],
  },
  {
    funcionalidade: 'bpo',
    titulo: 'Tesouraria (BPO)',
    menu: ['/bpo'],
    endpoints: ['/v2/api/office/:id/bpo'],
  },
  {
    funcionalidade: 'comissoes',
    titulo: 'Comissões',
    menu: ['/comissoes'],
    endpoints: ['/v2/api/office/:id/comissoes'],
  },
  {
    funcionalidade: 'contratacoes',
    titulo: 'Contratações',
    menu: ['/contratacoes'],
    endpoints: ['/v2/api/office/:id/contratacoes'],
  },
  {
    funcionalidade: 'pagamentos',
    titulo: 'Pagamentos e parcelamentos',
    menu: ['/recorrencia_pagarme', '/recorrencia', '/parcela'],
    endpoints: ['/v2/interno/recorrencia/office/:id', '/v2/interno/parcelamento/office/:id'],
  },
  {
    funcionalidade: 'aawz-intelligence',
    titulo: 'AAWZ Intelligence',
    menu: ['/aawz-intelligence'],
    endpoints: ['/v2/api/office/:id/assistant'],
  },
  {
    funcionalidade: 'validation',
    titulo: 'Alertas',
    menu: ['/validation'],
    endpoints: ['/v2/api/office/:id/validation', '/v2/interno/api/admin/validation'],
  },
] as const

export type Feature = (typeof features)[number]['funcionalidade']
export const featureNames = features.map((f) => f.funcionalidade) as readonly string[]

const segments = (path: string) => path.split('/').map((s) => (s.startsWith(':') ? ':' : s))

/** Whether a registered route pattern lies under a feature endpoint prefix (any `:param` matches any param). */
export function routeUnder(route: string, prefix: string): boolean {
  const r = segments(route)
  const p = segments(prefix)
  return p.length <= r.length && p.every((s, i) => s === r[i])
}

export const featureOfRoute = (route: string): Feature | undefined =>
  features.find((f) => f.endpoints.some((e) => routeUnder(route, e)))?.funcionalidade

export const featureOfPath = (path: string): Feature | undefined =>
  features.find((f) => f.menu.some((m) => path === m || path.startsWith(`${m}/`)))?.funcionalidade
