import { idParam, monthParam, searchSchema } from '@/lib/search-params'

/** /comissoes/apuracao?mes=YYYY-MM&profissional=ID: the month and the advisor whose detail is open. */
export const monthSearchSchema = searchSchema({ mes: monthParam, profissional: idParam })

/** The month usually being closed: the previous one. */
export function previousMonth(today = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth() - 1, 1)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`
}
