/** The due-date period a bills page opens with when its URL names none: last month to next month. */
export function defaultPeriod(today: string): { inicio: string; fim: string } {
  const [year, month] = today.split('-').map(Number)
  const shift = (delta: number) => {
    const d = new Date(Date.UTC(year, month - 1 + delta, 1))
    return d.toISOString().slice(0, 7)
  }
  return { inicio: shift(-1), fim: shift(1) }
}
