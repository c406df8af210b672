/** A rule answers true when the value passes, else the message to show. */
export type RuleResult = true | string

export type Rule<T = string> = (value: T) => RuleResult

/** Values a form field may hold. */
export type FieldValue = string | number | bigint | boolean | readonly unknown[] | null | undefined

/** Empty: null, undefined, blank text or an empty list. 0 and false are values. */
export const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0)

/** Runs rules in order and answers the first failure. */
export const combine =
  <T>(...rules: Rule<T>[]): Rule<T> =>
  (value) => {
    for (const rule of rules) {
      const result = rule(value)
      if (result !== true) return result
    }
    return true
  }

/** Lets an empty value pass; other values go through the rule (for optional fields such as cpf or phone). */
export const optional =
  <T extends FieldValue>(rule: Rule<T>): Rule<T> =>
  (value) =>
    isEmpty(value) ? true : rule(value)
