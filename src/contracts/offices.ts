import { z } from 'zod'
import { THEME_ASSETS } from './brand'
import { envelope } from './envelope'
import { formBoolean } from './form-boolean'
import { int4, recordId } from './primitives'
import { jsonText, officeDataSchema } from './rules'
import { themeColors } from './theme'

export const officeFilterBody = z.object({
  id_escritorio: recordId().nullable(),
})

export const officeIdParams = z.object({ id: recordId('Escritório não encontrado') })

/** Office detail: the row, its registration data (§3 office_data) and theme colours. */
export const officeDetail = z.object({
  id_escritorio: z.number().int(),
  nome_escritorio: z.string(),
  cnpj: z.string().nullable(),
  cidade: z.string().nullable(),
  whitelabel: z.boolean(),
  version: z.number().int(),
  login: z.string().nullable(),
  cpf: z.string().nullable(),
  telefone: z.string().nullable(),
  nome_responsavel: z.string().nullable(),
  nome_bucket: z.string().nullable(),
  email_escritorio: z.string().nullable(),
  sufixo_email_escritorio: z.string().nullable(),
  subdominio_escritorio: z.string().nullable(),
})
export type OfficeDetail = z.infer<typeof officeDetail>
export const officeDetailResponse = envelope(officeDetail)

/** Edit: the same office_data rules as the 'Escritório' dialog, plus the version read. */
export const officeEditBody = z.object({
  office_data: jsonText(officeDataSchema),
  version: int4({ min: 1 }),
  whitelabel: formBoolean.optional(),
})

export const partnerDataResponse = envelope(z.record(z.string(), z.string()))
export const officeReportResponse = envelope(z.object({ base64: z.string(), name: z.string(), extension: z.string() }))

/**
 * PUT /{id}/colors: `data` (JSON text or object). `version` is the one the edit was based on (sent by the
 * outbox; 0 when the office had no colours yet): a stale one gets 409 with the current row.
 */
export const colorsBody = z.object({ data: jsonText(themeColors), version: int4().optional() })
/**
 * Colours of an office; `{}` when there is no office id (§5). `version` (beside value) is the version of
 * the office's theme row, 0 before it has one.
 */
export const colorsResponse = envelope(themeColors).extend({ version: z.number().int().min(0).optional() })
/** The office's colours as one row, as the PUT answers it and the local collection keeps it. */
export const officeColorsRow = z.object({
  id_escritorio: z.number().int(),
  cores: themeColors,
  version: z.number().int(),
})
export type OfficeColorsRow = z.infer<typeof officeColorsRow>
export const colorsParams = z.object({ id: int4() })

export const themeAssetParams = z.object({ id: recordId(), kind: z.enum(THEME_ASSETS) })

export const featuresUpdateBody = z.object({
  id_escritorio: recordId('Escritório não encontrado'),
  features: jsonText(z.array(z.object({ funcionalidade: z.string().min(1), possui_acesso: formBoolean }))),
})

/** views/client and views/professional: staff open the app as that user. */
export const viewClientBody = z.object({
  id_escritorio: recordId(),
  id_cliente: recordId(),
})
export const viewProfessionalBody = z.object({
  id_escritorio: recordId(),
  id_profissional: recordId(),
})
