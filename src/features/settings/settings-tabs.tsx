import { TabNav } from '@/components/tab-nav'

const tabs = [
  { to: '/settings/offices', title: 'Escritórios' },
  { to: '/settings/actives', title: 'Ativos' },
  { to: '/settings/disclaimer', title: 'Disclaimers' },
  { to: '/settings/permissions', title: 'Permissões' },
] as const

/** The four pages of Configurações (§2 /settings); on a phone they scroll sideways inside their own strip. */
export function SettingsTabs() {
  return <TabNav label="Configurações" tabs={tabs} />
}
