// Apart from date.ts so that validation rules (and the contracts, in the shell) check dates without date-fns.

const daysInMonth = (year: number, month: number): number => new Date(year, month, 0).getDate()

/** True when year, month (1–12) and day name a real calendar date. */
export const isCalendarDate = (year: number, month: number, day: number): boolean =>
  Number.isInteger(year) && year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
