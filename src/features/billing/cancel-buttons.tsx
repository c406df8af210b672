import { X } from 'lucide-react'
import { openModal } from '@/components/dialogs/modal-store'
import { Button } from '@/components/ui/button'
import type { Charge, InstalmentPlan } from '@/contracts/billing'
import { useOnlineOnly } from '@/db/online-only'
import { formatMoney } from '@/lib/format'
import { useCancelCharge, useCancelInstalmentPlan } from './data'

/** 'Cancelar' on an open card charge, after a confirmation. */
export function CancelChargeButton({ office, charge }: { office: number; charge: Charge }) {
  const cancel = useCancelCharge(office)
  const onlineOnly = useOnlineOnly()
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={cancel.isPending}
      {...onlineOnly}
      onClick={() =>
        void openModal({
          title: 'Cancelar esta cobrança?',
          subtitle: `${charge.descricao} · ${formatMoney(BigInt(charge.valor_centavos))}`,
          text: 'A cobrança é cancelada no provedor de pagamento e não será mais tentada no cartão.',
          buttons: [
            { text: 'Voltar', variant: 'outline' },
            { text: 'Cancelar cobrança', variant: 'destructive', action: () => cancel.mutateAsync(charge) },
          ],
        })
      }
    >
      <X aria-hidden /> Cancelar
    </Button>
  )
}

const paidNote = (paid: number) =>
  paid === 0
    ? ''
    : paid === 1
      ? ' A parcela já paga fica como está, com o recebimento no BPO.'
      : ` As ${paid} parcelas já pagas ficam como estão, com o recebimento no BPO.`

/** 'Cancelar' on an active instalment plan, after a confirmation saying what stays. */
export function CancelPlanButton({ office, plan }: { office: number; plan: InstalmentPlan }) {
  const cancel = useCancelInstalmentPlan(office)
  const onlineOnly = useOnlineOnly()
  return (
    <Button
      size="sm"
      variant="outline"
      loading={cancel.isPending}
      {...onlineOnly}
      onClick={() =>
        void openModal({
          title: 'Cancelar este parcelamento?',
          subtitle: `${plan.cliente} · ${plan.descricao}`,
          text: `As parcelas em aberto são canceladas no provedor de pagamento e não serão cobradas.${paidNote(plan.pagas)}`,
          buttons: [
            { text: 'Voltar', variant: 'outline' },
            { text: 'Cancelar parcelamento', variant: 'destructive', action: () => cancel.mutateAsync(plan.id) },
          ],
        })
      }
    >
      <X aria-hidden /> Cancelar
    </Button>
  )
}
