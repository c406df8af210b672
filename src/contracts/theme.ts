import { z } from 'zod'
import { hexColor } from '../lib/validation/colors'
import { envelope } from './envelope'
import { optionalRuleString, ruleString } from './rule-string'

// Every start reads an office's theme (the login page and the layout): this module keeps to what that needs,
// without the form rules of the office's other contracts.

/** §3 theme colours; `classes` per asset class, `bancos` per bank. */
export const themeColors = z.object({
  primaria: optionalRuleString(hexColor),
  secundaria: optionalRuleString(hexColor),
  nav_bg: optionalRuleString(hexColor),
  nav_fg: optionalRuleString(hexColor),
  classes: z.record(z.string(), ruleString(hexColor)).optional(),
  bancos: z.record(z.string(), ruleString(hexColor)).optional(),
})
export type ThemeColorsData = z.infer<typeof themeColors>
/** What the app and the login page need to paint an office (public: no name, no data). */
export const officeTheme = z.object({
  id_escritorio: z.number().int(),
  whitelabel: z.boolean(),
  cores: themeColors,
  logo: z.string().nullable(),
  favicon: z.string().nullable(),
  fundo_login: z.string().nullable(),
})
export type OfficeTheme = z.infer<typeof officeTheme>
export const officeThemeResponse = envelope(officeTheme)
