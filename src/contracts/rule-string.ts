import './zod-locale'
import { z } from 'zod'
import { messages } from '../lib/validation/messages'
import type { Rule } from '../lib/validation/types'

// A missing field reads 'Campo obrigatório'; a value of the wrong type reads 'Formato inválido'.
export const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? messages.required : messages.invalid

/** A text field checked by a rule. */
export const ruleString = (rule: Rule<string>) =>
  z.string({ error: typeError }).superRefine((value, ctx) => {
    const result = rule(value)
    if (result !== true) ctx.addIssue({ code: 'custom', message: result })
  })

/** An optional text field: missing or '' passes, anything else goes through the rule. */
export const optionalRuleString = (rule: Rule<string>) => ruleString((value) => value === '' || rule(value)).optional()
