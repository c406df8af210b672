/**
 * Whether a file matches an `accept` list as the browser's picker reads it: extensions ('.pdf'),
 * exact types ('application/pdf') and wildcards ('image/*'). An empty list accepts everything.
 * Dropped files bypass the picker's filter, so the upload box checks them with this.
 */
export function matchesAccept(file: { name: string; type: string }, accept: string | undefined): boolean {
  const entries = (accept ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
  if (entries.length === 0) return true
  const name = file.name.toLowerCase()
  const type = file.type.toLowerCase()
  return entries.some((entry) => {
    if (entry.startsWith('.')) return name.endsWith(entry)
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1))
    return type === entry
  })
}

const units = ['B', 'KB', 'MB', 'GB'] as const

/** '1,5 MB'. */
export function formatFileSize(bytes: number): string {
  let value = bytes
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const digits = unit === 0 ? 0 : 1
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: digits })} ${units[unit]}`
}
