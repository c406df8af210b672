import './zod-locale'
import { z } from 'zod'
import { DEFAULT_FREQUENCY, FREQUENCIES } from '../lib/month-range'
import {
  canDeleteRecord,
  cardCvc,
  cardExpiry,
  cardNumber,
  cep,
  cnpj,
  combine,
  cpf,
  cpfCnpj,
  type DateFormat,
  date,
  deleteConfirmation,
  downloadPeriod,
  email,
  emailSuffix,
  fullName,
  hexColor,
  messages,
  minFee,
  minPercentage,
  passwordsMatch,
  phone,
  positive,
  type Rule,
  required,
  singleEmail,
  sixDigits,
} from '../lib/validation'
import { formBoolean } from './form-boolean'
import { contentProblem } from './primitives'
import { optionalRuleString, ruleString, typeError } from './rule-string'

export { optionalRuleString, ruleString }

// The §5 rules of src/lib/validation as zod schemas, so the server rejects exactly what the form rejects.
// A missing field reads 'Campo obrigatório'; a value of the wrong type reads 'Formato inválido'.

const requiredThen = (rule: Rule<string>): Rule<string> => combine<string>(required, rule)

export const requiredString = ruleString(required)
export const dateSchema = (format: DateFormat = 'DD/MM/YYYY') => ruleString(date(format))
export const monthSchema = dateSchema('MM/YYYY')
export const phoneSchema = ruleString(phone)
export const cepSchema = ruleString(cep)
export const cardNumberSchema = ruleString(cardNumber)
export const cardCvcSchema = ruleString(cardCvc)
export const cardExpirySchema = ruleString(cardExpiry)
export const cpfSchema = ruleString(cpf)
const upperCase = (value: string) => value.toUpperCase()

/** Empty or a valid CNPJ (numeric or alphanumeric), letters upper-cased. */
export const cnpjSchema = ruleString(cnpj).transform(upperCase)
export const cpfCnpjSchema = ruleString(cpfCnpj).transform(upperCase)
/** One or more addresses separated by ';' (empty items allowed). */
export const emailListSchema = ruleString(email)
export const emailSchema = ruleString(requiredThen(singleEmail))
export const fullNameSchema = ruleString(fullName)
export const hexColorSchema = ruleString(hexColor)

type NumberInput = string | number | bigint

const numberRule = (rule: Rule<NumberInput>) =>
  z.union([z.string(), z.number(), z.bigint()], { error: typeError }).superRefine((value, ctx) => {
    const result = rule(value)
    if (result !== true) ctx.addIssue({ code: 'custom', message: result })
  })

export const positiveSchema = numberRule(positive)
/** Currency text ('R$ 2,99') or integer centavos. */
export const minFeeSchema = numberRule(minFee)
/** Percentage text ('0,01 %') or percent units. */
export const minPercentageSchema = numberRule(minPercentage)

/**
 * Object fields sent as form data arrive as JSON text (§7); accept either. What the text holds is checked as a
 * JSON body is (server/http/text-guard.ts): not nested too deep, no text PostgreSQL cannot keep.
 */
export const jsonText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value
    let parsed: unknown
    try {
      parsed = JSON.parse(value)
    } catch {
      return value
    }
    const problem = contentProblem(parsed)
    if (!problem) return parsed
    ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path })
    return z.NEVER
  }, schema)

/** §3 office_data with the §5 office form rules. */
export const officeDataSchema = z.object({
  nome_escritorio: ruleString(required),
  login: emailSchema,
  cnpj: ruleString(requiredThen(cnpj)).transform(upperCase),
  cpf: optionalRuleString(cpf),
  telefone: optionalRuleString(phone),
  nome_responsavel: z.string().optional(),
  nome_bucket: z.string().optional(),
  email_escritorio: ruleString(requiredThen(email)),
  sufixo_email_escritorio: optionalRuleString(emailSuffix),
  subdominio_escritorio: z.string().optional(),
})
export type OfficeData = z.infer<typeof officeDataSchema>

/** §3 office_colors_data: '#RRGGBB'. */
export const officeColorsSchema = z.object({
  primaria: optionalRuleString(hexColor),
  secundaria: optionalRuleString(hexColor),
})
export type OfficeColors = z.infer<typeof officeColorsSchema>

/** The new-office form ('Escritório'). */
export const officeFormSchema = z.object({ office_data: officeDataSchema, office_colors_data: officeColorsSchema })
export type OfficeForm = z.infer<typeof officeFormSchema>

/** POST add office body: office_data and office_colors_data as JSON text or objects. */
export const addOfficeBodySchema = z.object({
  office_data: jsonText(officeDataSchema),
  office_colors_data: jsonText(officeColorsSchema),
})

/** §7 change password: every field required, the confirmation equal to the new password. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_TOO_SHORT = `A nova senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`

/** A new password and its confirmation: long enough and equal (change password, reset by link). */
export function checkNewPassword(
  value: { new_password: string; confirm_new_password: string },
  ctx: z.RefinementCtx,
): void {
  if (value.new_password.length < PASSWORD_MIN_LENGTH) {
    ctx.addIssue({ code: 'custom', message: PASSWORD_TOO_SHORT, path: ['new_password'] })
  }
  const result = passwordsMatch(value.confirm_new_password, value.new_password)
  if (result !== true) ctx.addIssue({ code: 'custom', message: result, path: ['confirm_new_password'] })
}

export const changePasswordSchema = z
  .object({ password: requiredString, new_password: requiredString, confirm_new_password: requiredString })
  .superRefine(checkNewPassword)
export type ChangePassword = z.infer<typeof changePasswordSchema>

/** 'Enviar sugestão': subject is the required title, report the optional description (§7 fields). */
export const suggestionSchema = z.object({
  subject: ruleString(required),
  report: z.string().optional().default(''),
  interno: formBoolean.optional(),
  simulacao: formBoolean.optional(),
  origem: z.string().optional(),
})
export type SuggestionForm = z.infer<typeof suggestionSchema>

/** 'Confirmar remoção': the typed value must equal the primary key, and only keys above 0 are deleted. */
export const deleteConfirmationSchema = (primaryKey: string | number | bigint) =>
  z.object({ confirmacao: z.string({ error: typeError }) }).superRefine((value, ctx) => {
    const result = canDeleteRecord(primaryKey)
      ? deleteConfirmation(value.confirmacao, primaryKey)
      : messages.deleteMismatch
    if (result !== true) ctx.addIssue({ code: 'custom', message: result, path: ['confirmacao'] })
  })

/** DRE download period: both dates required, at most 6 months. */
export const dreDownloadSchema = z
  .object({
    begin_date: z.string().optional(),
    end_date: z.string().optional(),
    DRE: z.string().optional().default('PJ'),
  })
  .superRefine((value, ctx) => {
    const result = downloadPeriod(value.begin_date, value.end_date)
    if (result !== true) ctx.addIssue({ code: 'custom', message: result, path: ['begin_date'] })
  })

/** Crawler (RF): login, password and token required; password and token are 6 digits. */
export const crawlerSchema = z.object({
  login: requiredString,
  password: ruleString(requiredThen(sixDigits)),
  token: ruleString(requiredThen(sixDigits)),
})

/** DRE frequency M, Q or Y (default Y); the form and the server answer the same message. */
export const frequencySchema = z.enum(FREQUENCIES, { error: messages.frequency }).default(DEFAULT_FREQUENCY)

/** Quarter 1–4 (form text or number). */
export const quarterSchema = z.coerce.number().pipe(z.literal([1, 2, 3, 4], { error: messages.invalid }))
