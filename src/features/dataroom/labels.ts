import type { MonthSituation, UploadStatus } from '@/contracts/dataroom'
import type { Periodicity } from '@/contracts/dataroom-catalogue'

export const statusLabels: Record<UploadStatus, string> = {
  enviado: 'Enviado',
  processando: 'Processando',
  concluido: 'Concluído',
  erro: 'Erro',
}

export const situationLabels: Record<MonthSituation, string> = {
  ok: 'Enviado',
  processando: 'Em processamento',
  faltando: 'Faltando',
}

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'] as const

/** '2026-03' → 'mar/26'. */
export function shortMonth(ym: string): string {
  const [year, month] = ym.split('-')
  return `${MONTHS[Number(month) - 1] ?? month}/${year?.slice(2)}`
}

/** '2026-03' → '03/2026'; '2026-03-15' → '15/03/2026'. */
export function referenceLabel(periodicidade: Periodicity, referencia: string): string {
  const [year, month, day] = referencia.split('-')
  return periodicidade === 'mensal' ? `${month}/${year}` : `${day}/${month}/${year}`
}

const ym = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`

/** The months a monthly file may be sent for, newest first: the current one and the 23 before it. */
export function competenceChoices(today = new Date()): string[] {
  return Array.from({ length: 24 }, (_, i) => ym(new Date(today.getFullYear(), today.getMonth() - i, 1)))
}

/** The default competence: the month before the current one (the last closed month). */
export const lastClosedMonth = (today = new Date()) => ym(new Date(today.getFullYear(), today.getMonth() - 1, 1))

/** Today as YYYY-MM-DD in the browser's time. */
export const todayIso = (today = new Date()) => `${ym(today)}-${String(today.getDate()).padStart(2, '0')}`
