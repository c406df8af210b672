import type { Charge, SubscriptionStatus } from '@/contracts/billing'

// Colours of §4's status sets (dark enough for white text).
const colours = { red: '#c62828', green: '#2e7d32', blue: '#1565c0', grey: '#616161', orange: '#c2410c' }

/** A charge's status as the user reads it: Paga, Recusada, Atrasada (past due, unpaid), Pendente, Cancelada. */
export function chargeStatus(c: Pick<Charge, 'status' | 'atrasada'>): { label: string; cor: string } {
  if (c.status === 'paga') return { label: 'Paga', cor: colours.green }
  if (c.status === 'cancelada') return { label: 'Cancelada', cor: colours.grey }
  if (c.atrasada) return { label: 'Atrasada', cor: colours.red }
  if (c.status === 'recusada') return { label: 'Recusada', cor: colours.orange }
  return { label: 'Pendente', cor: colours.blue }
}

export const subscriptionLabels: Record<SubscriptionStatus, { label: string; cor: string }> = {
  ativa: { label: 'Ativa', cor: colours.green },
  suspensa: { label: 'Suspensa', cor: colours.orange },
  cancelada: { label: 'Cancelada', cor: colours.grey },
}

export function StatusPill({ label, cor }: { label: string; cor: string }) {
  return (
    <span
      className="inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold leading-4 text-white"
      style={{ backgroundColor: cor }}
      data-testid="status"
    >
      {label}
    </span>
  )
}
