import { TabNav } from '@/components/tab-nav'
import { canOpen, roleFromFlags } from '@/lib/roles'
import { useSession } from '../session/session-store'

const tabs = [
  { to: '/comissoes/modelos', title: 'Modelos' },
  { to: '/comissoes/apuracao', title: 'Apuração mensal' },
] as const

/** The tabs of /comissoes: the models (rules, managers only) and the month's computation. */
export function CommissionsNav() {
  const user = useSession()
  const shown = tabs.filter((tab) => user && canOpen(roleFromFlags(user), tab.to))
  return <TabNav label="Comissões" tabs={shown} />
}
