// URL search parameters of the routes. They are read in the first-load bundle, before any page, so they are a
// few lines of plain checks rather than zod (whose core alone would add ~15 kB gzip to every first visit; zod
// loads later, with the forms and the API contracts). Each reader answers the value, or undefined when the
// parameter is absent or malformed, so an old or hand-edited link still opens.

type Param<T> = (value: unknown) => T | undefined

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const ID_LIST = /^\d+(,\d+)*$/

/** 'YYYY-MM'. */
export const monthParam: Param<string> = (value) => (typeof value === 'string' && MONTH.test(value) ? value : undefined)

/** A positive integer id, as a number or its text. */
export const idParam: Param<number> = (value) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : 0
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

/** Comma-separated ids, e.g. '3,7'. */
export const idListParam: Param<string> = (value) =>
  typeof value === 'string' && ID_LIST.test(value) ? value : undefined

export const textParam: Param<string> = (value) => (typeof value === 'string' ? value : undefined)

export const flagParam: Param<boolean> = (value) => (typeof value === 'boolean' ? value : undefined)

/** One of a fixed set of values. */
export const choiceParam =
  <const T extends readonly string[]>(values: T): Param<T[number]> =>
  (value) =>
    values.find((v) => v === value)

type Shape = Record<string, Param<unknown>>
export type SearchOf<S extends { shape: Shape }> = {
  [K in keyof S['shape']]?: S['shape'][K] extends Param<infer T> ? T : never
}

/** A route's validateSearch: every known parameter read by its reader; unknown ones dropped. */
export function searchSchema<S extends Shape>(shape: S) {
  const read = (input: Record<string, unknown>): SearchOf<{ shape: S }> => {
    const out: Record<string, unknown> = {}
    for (const [key, param] of Object.entries(shape)) {
      const value = param(input[key])
      if (value !== undefined) out[key] = value
    }
    return out as SearchOf<{ shape: S }>
  }
  return Object.assign(read, { shape })
}
