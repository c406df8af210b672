import type { UserFlags } from '@/contracts/session'

export type Role = 'equipe' | 'gestor' | 'assessor' | 'planejador' | 'cliente'

export function roleFromFlags(flags: UserFlags): Role {
  if (flags.IS_EQUIPE) return 'equipe'
  if (flags.IS_GESTOR) return 'gestor'
  if (flags.IS_ASSESSOR) return 'assessor'
  if (flags.IS_PLANEJADOR) return 'planejador'
  return 'cliente'
}

export const ALL_ROLES: readonly Role[] = ['equipe', 'gestor', 'assessor', 'planejador', 'cliente']
export const PROFESSIONALS: readonly Role[] = ['equipe', 'gestor', 'assessor', 'planejador']
export const MANAGEMENT: readonly Role[] = ['equipe', 'gestor']
export const STAFF: readonly Role[] = ['equipe']

/**
 * Who may open each area (§6 leaves it to us). The first matching prefix wins; the same table drives the
 * menu, the route guard and the README's route table.
 */
export const routeAccess: readonly { prefix: string; roles: readonly Role[] }[] = [
  { prefix: '/home', roles: ALL_ROLES },
  { prefix: '/carteira', roles: ALL_ROLES },
  { prefix: '/disclaimer', roles: ALL_ROLES },
  { prefix: '/bi', roles: STAFF },
  { prefix: '/dados_gerais', roles: STAFF },
  { prefix: '/versoes', roles: STAFF },
  { prefix: '/sample', roles: STAFF },
  { prefix: '/dataroom_interno', roles: STAFF },
  { prefix: '/ativos', roles: STAFF },
  { prefix: '/settings', roles: MANAGEMENT },
  { prefix: '/escritorio', roles: MANAGEMENT },
  { prefix: '/contrato', roles: MANAGEMENT },
  { prefix: '/professional', roles: MANAGEMENT },
  { prefix: '/financeiro', roles: MANAGEMENT },
  { prefix: '/bpo', roles: MANAGEMENT },
  { prefix: '/comissoes/modelos', roles: MANAGEMENT },
  // The month's review: an advisor sees only their own commissions (the server narrows every answer).
  { prefix: '/comissoes', roles: ['equipe', 'gestor', 'assessor'] },
  { prefix: '/contratacoes', roles: MANAGEMENT },
  { prefix: '/recorrencia', roles: MANAGEMENT },
  { prefix: '/recorrencia_pagarme', roles: MANAGEMENT },
  { prefix: '/parcela', roles: MANAGEMENT },
  { prefix: '/validation', roles: MANAGEMENT },
  { prefix: '/dre', roles: ['equipe', 'gestor', 'assessor'] },
  { prefix: '/dataroom', roles: PROFESSIONALS },
  { prefix: '/consultoria', roles: PROFESSIONALS },
  { prefix: '/clientes', roles: PROFESSIONALS },
  { prefix: '/aawz-intelligence', roles: PROFESSIONALS },
  { prefix: '/salas', roles: ALL_ROLES },
  { prefix: '/parametrizacao', roles: ALL_ROLES },
  { prefix: '/seguranca', roles: ALL_ROLES },
]

export function canOpen(role: Role, path: string): boolean {
  const rule = routeAccess.find((r) => path === r.prefix || path.startsWith(`${r.prefix}/`))
  return rule ? rule.roles.includes(role) : true
}
