import { TabNav } from '@/components/tab-nav'

const hiringTabs = [
  { to: '/contratacoes/regras', title: 'Regras e cobranças' },
  { to: '/contratacoes/historico', title: 'Histórico' },
] as const

const paymentTabs = [
  { to: '/recorrencia_pagarme', title: 'Pagamentos' },
  { to: '/recorrencia', title: 'Assinaturas' },
  { to: '/parcela', title: 'Parcelamentos', exact: true },
  { to: '/parcela/clientes', title: 'Por cliente' },
] as const

/** The tabs of /contratacoes. */
export const HiringNav = () => <TabNav label="Contratações" tabs={hiringTabs} />

/** The tabs of the payment pages: card charges, subscriptions, instalment plans and per-client schedules. */
export const PaymentsNav = () => <TabNav label="Pagamentos" tabs={paymentTabs} />
