import { TabNav } from '@/components/tab-nav'
import { registerUis } from './register-ui'

const tabs = registerUis.map((ui) => ({ to: `/bpo/manager/${ui.path}`, title: ui.title }))

/** The tabs of /bpo/manager: one per register. */
export function ManagerNav() {
  return <TabNav label="Cadastros do BPO" tabs={tabs} />
}
