import {
  BarChart3,
  Bell,
  Bot,
  Briefcase,
  Building2,
  Calculator,
  Code2,
  Contact,
  CreditCard,
  Database,
  FileSpreadsheet,
  FolderLock,
  FolderOpen,
  Handshake,
  LayoutDashboard,
  type LucideIcon,
  MessagesSquare,
  Settings,
  TableProperties,
  Users,
  Wallet,
} from 'lucide-react'
import type { ComponentType } from 'react'
import { MANAGEMENT, type Role } from '@/lib/roles'
import { RoomsUnreadBadge } from '../rooms/rooms-unread-badge'
import { HELP_CENTER_URL } from './help-center'

/** `roles`: only these roles see the link (default: whoever sees the item). */
export type NavLink = { title: string; to: string; roles?: readonly Role[] }
export type NavItem = {
  /** The §2 route name. */
  name: string
  title: string
  to: string
  icon: LucideIcon
  novo?: boolean
  children?: NavLink[]
  /** 'GATILHOS RÁPIDOS': shortcuts shown under the item, collapsible. */
  quickActions?: NavLink[]
  /** A live count shown beside the item (and on the icon while the drawer is closed). */
  Badge?: ComponentType<{ className?: string }>
}

/** §2 "Shell": the left menu, in order. */
export const navItems: NavItem[] = [
  { name: 'home', title: 'Visão Geral', to: '/home', icon: LayoutDashboard },
  { name: 'bi.home', title: 'BI interno', to: '/bi/home', icon: BarChart3 },
  {
    name: 'professionals',
    title: 'Acessos',
    to: '/professional/acessos',
    icon: Users,
    children: [
      { title: 'Profissionais', to: '/professional/acessos' },
      { title: 'Consultoria', to: '/professional/consultoria' },
    ],
  },
  {
    name: 'dataroom',
    title: 'Consultoria',
    to: '/dataroom/geral',
    icon: FolderOpen,
    children: [
      { title: 'Geral', to: '/dataroom/geral' },
      { title: 'BPO', to: '/dataroom/bpo' },
      { title: 'Middle', to: '/dataroom/middle' },
      { title: 'DREs', to: '/dataroom/dres' },
      { title: 'Histórico', to: '/dataroom/historico' },
      { title: 'Bases de estratégia', to: '/dataroom/bases_estrategia' },
      // An office professional's released reports (staff belong to no office: they release them in Acessos).
      { title: 'Meus relatórios', to: '/consultoria/relatorios', roles: ['gestor', 'assessor', 'planejador'] },
    ],
  },
  {
    name: 'financial',
    title: 'Financeiro',
    to: '/financeiro/visao_geral',
    icon: Wallet,
    children: [
      { title: 'Visão geral', to: '/financeiro/visao_geral' },
      { title: 'BPO', to: '/financeiro/bpo' },
      { title: 'DFC', to: '/financeiro/dfc' },
      { title: 'DREs', to: '/financeiro/dres' },
      { title: 'Categorias', to: '/financeiro/categorias' },
      { title: 'Histórico', to: '/financeiro/historico' },
    ],
  },
  {
    name: 'dre',
    title: 'DREs',
    to: '/dre/dres/dre-pj',
    icon: FileSpreadsheet,
    children: [
      // An advisor sees only the DRE by professional, narrowed by the server to themself.
      { title: 'Por empresa', to: '/dre/dres/dre-pj', roles: MANAGEMENT },
      { title: 'Por profissional', to: '/dre/dres/dre-profissional' },
      { title: 'Por produto', to: '/dre/dres/dre-produto', roles: MANAGEMENT },
      { title: 'Por filial', to: '/dre/dres/dre-filial', roles: MANAGEMENT },
      { title: 'Por equipe', to: '/dre/dres/Equipe', roles: MANAGEMENT },
      { title: 'Comparativo', to: '/dre/comparative/geral', roles: MANAGEMENT },
      { title: 'Versões', to: '/dre/versoes', roles: MANAGEMENT },
    ],
    quickActions: [{ title: 'Comparar versões', to: '/dre/comparative/geral', roles: MANAGEMENT }],
  },
  {
    name: 'bpo.requests',
    title: 'Tesouraria',
    to: '/bpo/requisicoes',
    icon: Briefcase,
    children: [
      { title: 'Requisições', to: '/bpo/requisicoes' },
      { title: 'Contas a pagar', to: '/bpo/contas_a_pagar' },
      { title: 'Contas a receber', to: '/bpo/contas_a_receber' },
      { title: 'Faturamento', to: '/bpo/faturamento' },
      { title: 'Notas fiscais', to: '/bpo/notas_fiscais' },
      { title: 'Extrato', to: '/bpo/extrato' },
      { title: 'Caixa de entrada', to: '/bpo/caixa_entrada' },
      { title: 'Cadastros', to: '/bpo/manager/providers' },
    ],
    quickActions: [
      { title: 'Nova conta a pagar', to: '/bpo/contas_a_pagar' },
      { title: 'Conciliar extrato', to: '/bpo/extrato' },
      { title: 'Caixa de entrada', to: '/bpo/caixa_entrada' },
    ],
  },
  { name: 'comissoes', title: 'Comissões', to: '/comissoes', icon: Calculator },
  { name: 'contratacoes', title: 'Contratações', to: '/contratacoes/regras', icon: Handshake, novo: true },
  { name: 'pagarme_recorrencia', title: 'Pagamentos', to: '/recorrencia_pagarme', icon: CreditCard },
  { name: 'interno_dataroom', title: 'Dataroom Interno', to: '/dataroom_interno', icon: FolderLock },
  { name: 'aawz-intelligence', title: 'AAWZ Intelligence', to: '/aawz-intelligence/chat-ia', icon: Bot, novo: true },
  { name: 'validation', title: 'Alertas', to: '/validation/home', icon: Bell },
  {
    name: 'settings',
    title: 'Configurações',
    to: '/settings/offices',
    icon: Settings,
    children: [
      { title: 'Escritórios', to: '/settings/offices' },
      { title: 'Meu escritório', to: '/escritorio' },
      { title: 'Ativos', to: '/settings/actives' },
      { title: 'Disclaimers', to: '/settings/disclaimer' },
      { title: 'Permissões', to: '/settings/permissions' },
    ],
  },
  { name: 'clientes', title: 'Clientes', to: '/clientes', icon: Contact },
  { name: 'salas', title: 'Conversas', to: '/salas', icon: MessagesSquare, Badge: RoomsUnreadBadge },
  { name: 'carteira', title: 'Carteira', to: '/carteira', icon: Building2 },
]

/** §2 "Developer section". */
export const developerItems: NavItem[] = [
  { name: 'generic', title: 'Dados gerais', to: '/dados_gerais', icon: Database },
  { name: 'sistema.versoes', title: 'Versões atuais', to: '/versoes', icon: Code2 },
  { name: 'sample', title: 'Catálogo de componentes', to: '/sample', icon: TableProperties },
]

export const helpLinks = [
  { title: 'Suporte', href: `${HELP_CENTER_URL}/suporte` },
  { title: 'Perguntas frequentes', href: `${HELP_CENTER_URL}/faq` },
  { title: 'Primeiros passos', href: `${HELP_CENTER_URL}/primeiros-passos` },
]
