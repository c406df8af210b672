import { idParam, monthParam, searchSchema } from '@/lib/search-params'

/** /contratacoes/regras?mes=YYYY-MM: the month whose charges are shown. */
export const hiringSearch = searchSchema({ mes: monthParam })

/** /parcela/clientes?cliente=ID: the client whose instalments are shown. */
export const clientSearch = searchSchema({ cliente: idParam })

/** This month, 'YYYY-MM'. */
export function thisMonth(today = new Date()): string {
  return `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}`
}
