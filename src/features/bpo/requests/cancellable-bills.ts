import { useBills } from '../bills/bills-data'
import type { Choice } from '../register-ui'

/** The office's bills a cancellation request may name (payables and receivables not cancelled), from the device. */
export function useCancellableBills(office: number): Choice[] {
  const pagar = useBills('pagar', office, {}).rows ?? []
  const receber = useBills('receber', office, {}).rows ?? []
  return [...pagar, ...receber]
    .filter((b) => typeof b.id === 'number' && !b.cancelado)
    .map((b) => ({
      value: String(b.id),
      label: `${b.tipo === 'pagar' ? 'A pagar' : 'A receber'}: ${b.descricao} (${b.data_vencimento.split('-').reverse().join('/')})`,
    }))
}
