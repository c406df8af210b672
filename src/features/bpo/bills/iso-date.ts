import { brDateToIso } from '@/lib/format'

/** A date typed DD/MM/AAAA → YYYY-MM-DD for the contract; anything else goes as typed (and is refused there). */
export const isoDate = (typed: string) => (typed === '' ? '' : (brDateToIso(typed) ?? typed))
