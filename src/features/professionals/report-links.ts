import { canOpen, type Role } from '@/lib/roles'

/** Where a released report opens, scoped to the professional it was released to. */
export type ReportLink =
  | { kind: 'page'; to: string; search: Record<string, string | number>; scope: string }
  /** The report exists in the release list but the product has no page for it yet. */
  | { kind: 'no-page' }
  /** The page exists but this user's profile may not open it (route table of src/lib/roles.ts). */
  | { kind: 'not-for-role' }

type Target = {
  to: string
  search: (prof: number) => Record<string, string | number>
  scope: string
  /** What the page shows a profile the server does not narrow (managers and planners). */
  wider?: string
}

/**
 * The real page of each report. The server narrows an advisor to themself on each of them (DRE by professional,
 * commissions, clients); the search narrows the page for a manager reading their own report.
 */
const targets: Record<string, Target | undefined> = {
  'dre-profissional': {
    to: '/dre/dres/dre-profissional',
    search: (prof) => ({ ids: String(prof) }),
    scope: 'Seu resultado no DRE por profissional.',
  },
  comissoes: {
    to: '/comissoes/apuracao',
    search: (prof) => ({ profissional: prof }),
    scope: 'Suas comissões do mês, linha a linha.',
  },
  'carteira-clientes': {
    to: '/clientes',
    search: () => ({}),
    scope: 'Os clientes da sua carteira.',
    wider: 'A lista de clientes do escritório: seu perfil vê todos os clientes.',
  },
}

export function reportLink(codigo: string, role: Role, prof: number): ReportLink {
  const target = targets[codigo]
  if (!target) return { kind: 'no-page' }
  if (!canOpen(role, target.to)) return { kind: 'not-for-role' }
  const scope = role !== 'assessor' && target.wider ? target.wider : target.scope
  return { kind: 'page', to: target.to, search: target.search(prof), scope }
}
