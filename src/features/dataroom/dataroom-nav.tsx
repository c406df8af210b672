import { TabNav } from '@/components/tab-nav'

const tabs = [
  { to: '/dataroom/geral', title: 'Geral' },
  { to: '/dataroom/bpo', title: 'BPO' },
  { to: '/dataroom/middle', title: 'Middle office' },
  { to: '/dataroom/dres', title: 'DREs' },
  { to: '/dataroom/historico', title: 'Histórico' },
  { to: '/dataroom/bases_estrategia', title: 'Bases de estratégia' },
  { to: '/dataroom/interno', title: 'Interno' },
  { to: '/consultoria', title: 'Meses sem envio' },
] as const

/** The tabs of the data room: one per category, the whole history and the missing-months report. */
export function DataroomNav() {
  return <TabNav label="Seções do dataroom" tabs={tabs} />
}
