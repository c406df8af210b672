const dayFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' })
const dayKey = (d: Date) => `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`

export type DayGroup<T> = { label: string; items: T[] }

/**
 * The notifications panel's sections: 'Hoje', 'Ontem', then one per date (DD/MM/YYYY), in the order the
 * items come (newest first), by the browser's own calendar day.
 */
export function groupByDay<T extends { data_criacao: string }>(items: readonly T[], now = new Date()): DayGroup<T>[] {
  const today = dayKey(now)
  const yesterday = dayKey(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1))
  const groups: DayGroup<T>[] = []
  for (const item of items) {
    const at = new Date(item.data_criacao)
    const key = dayKey(at)
    const label = key === today ? 'Hoje' : key === yesterday ? 'Ontem' : dayFormat.format(at)
    const last = groups.at(-1)
    if (last?.label === label) last.items.push(item)
    else groups.push({ label, items: [item] })
  }
  return groups
}
