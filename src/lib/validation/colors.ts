import { messages } from './messages'
import type { RuleResult } from './types'

/** Colour '#RRGGBB' (office colours). Its own module: the theme every start reads needs only this rule. */
export const hexColor = (value: string | null | undefined): RuleResult =>
  /^#[0-9A-Fa-f]{6}$/.test(value ?? '') || messages.invalid
