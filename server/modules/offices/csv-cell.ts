/** What a spreadsheet may run as a formula when a cell starts with it (OWASP CSV injection): = + - @ TAB CR. */
const FORMULA_START = /^[=+\-@\t\r]/
/** A plain number (a negative figure such as -1234,56) is left as it is: no spreadsheet runs it. */
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/

/** One cell of a ';'-separated CSV: a formula start is defused with a leading quote, and the cell quoted if needed. */
export function csvCell(value: string | number | null | undefined): string {
  const text = String(value ?? '')
  const safe = FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text
  return /[;"\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}
