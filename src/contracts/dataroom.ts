import { z } from 'zod'
import { dataroomCategoryIds } from './dataroom-catalogue'
import { monthParam } from './financial'
import { isSupportedYear, recordId, YEAR_OUT_OF_RANGE } from './primitives'

/** A day as YYYY-MM-DD or DD/MM/YYYY (a real calendar day), normalised to YYYY-MM-DD. */
export const dayParam = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) ?? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v)
    const [year, month, day] = m ? (v.includes('/') ? [m[3], m[2], m[1]] : [m[1], m[2], m[3]]) : ['', '', '']
    const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
    if (!m || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) {
      ctx.addIssue({ code: 'custom', message: 'Data inválida' })
      return z.NEVER
    }
    if (!isSupportedYear(Number(year))) {
      ctx.addIssue({ code: 'custom', message: YEAR_OUT_OF_RANGE })
      return z.NEVER
    }
    return `${year}-${month}-${day}`
  })

const categoria = z.enum(dataroomCategoryIds, 'Categoria inválida')
const opcao = z.string().trim().min(1, 'Informe a opção').max(60, 'Opção inválida')

/** The form fields sent with a monthly file (multipart, before the file). */
export const monthlyUploadFields = z.object({ categoria, opcao, competencia: monthParam })
/** The form fields sent with a daily file. */
export const dailyUploadFields = z.object({ categoria, opcao, data: dayParam })

export const dataroomOfficeParams = z.object({ id: recordId('Escritório não encontrado') })
export const dataroomUploadParams = z.object({
  id: recordId('Escritório não encontrado'),
  upload: recordId('Arquivo não encontrado'),
})
export const dataroomListQuery = z.object({ categoria: categoria.optional() })

export const uploadStatuses = ['enviado', 'processando', 'concluido', 'erro'] as const
export type UploadStatus = (typeof uploadStatuses)[number]

export const dataroomUpload = z.object({
  id: z.number().int(),
  id_escritorio: z.number().int(),
  categoria: z.string(),
  opcao: z.string(),
  periodicidade: z.enum(['mensal', 'diario']),
  /** YYYY-MM (monthly) or YYYY-MM-DD (daily). */
  referencia: z.string(),
  versao: z.number().int(),
  /** Whether this is the latest version of its category, option and period. */
  atual: z.boolean(),
  nome_arquivo: z.string(),
  tipo: z.string(),
  tamanho: z.number().int(),
  enviado_por: z.string(),
  enviado_em: z.string(),
  status: z.enum(uploadStatuses),
  mensagem: z.string().nullable(),
  id_tarefa: z.string().nullable(),
})
export type DataroomUpload = z.infer<typeof dataroomUpload>

export const dataroomListResponse = z.object({ status: z.literal(200), value: z.array(dataroomUpload) })
export const dataroomUploadResponse = z.object({ status: z.literal(202), value: dataroomUpload })

export const internalListQuery = z.object({
  id_escritorio: recordId('Escritório não encontrado').optional(),
  categoria: categoria.optional(),
})
export const internalUpload = dataroomUpload.extend({ nome_escritorio: z.string() })
export const internalListResponse = z.object({ status: z.literal(200), value: z.array(internalUpload) })

export const missingMonthsQuery = z.object({
  id_escritorio: recordId('Escritório não encontrado').optional(),
  referencia: monthParam.optional(),
})
export const monthSituations = ['ok', 'processando', 'faltando'] as const
export type MonthSituation = (typeof monthSituations)[number]
export const missingMonthsOffice = z.object({
  id_escritorio: z.number().int(),
  nome_escritorio: z.string(),
  /** Months (YYYY-MM) of the window whose monthly consolidation is done. */
  consolidados: z.array(z.string()),
  categorias: z.array(
    z.object({
      categoria: z.string(),
      titulo: z.string(),
      meses: z.array(z.object({ mes: z.string(), situacao: z.enum(monthSituations) })),
      faltando: z.array(z.string()),
    }),
  ),
})
export type MissingMonthsOffice = z.infer<typeof missingMonthsOffice>
export const missingMonthsResponse = z.object({
  status: z.literal(200),
  value: z.object({ referencia: z.string(), meses: z.array(z.string()), escritorios: z.array(missingMonthsOffice) }),
})
export type MissingMonths = z.infer<typeof missingMonthsResponse>['value']

/** A repository or strategy-base file (one row per version). */
export const dataroomFile = z.object({
  id: z.number().int(),
  id_escritorio: z.number().int(),
  nome_arquivo: z.string(),
  versao: z.number().int(),
  atual: z.boolean(),
  formato: z.string(),
  tamanho: z.number().int(),
  descricao: z.string().nullable(),
  enviado_por: z.string(),
  enviado_em: z.string(),
})
export type DataroomFile = z.infer<typeof dataroomFile>
export const dataroomFilesResponse = z.object({ status: z.literal(200), value: z.array(dataroomFile) })
export const dataroomFileResponse = z.object({ status: z.literal(201), value: dataroomFile })
export const dataroomFileFields = z.object({
  descricao: z.string().trim().max(300, 'Descrição com no máximo 300 caracteres').optional(),
})
export const dataroomFileParams = z.object({
  id: recordId('Escritório não encontrado'),
  arquivo: recordId('Arquivo não encontrado'),
})
export const bpoSetupQuery = z.object({ template: z.string().max(10).optional() })

/** escritorio-comentarios: staff's comments on an office, newest first. */
export const officeCommentsQuery = z.object({ id_escritorio: recordId('Escritório não encontrado') })
export const officeCommentBody = z.object({
  id_escritorio: recordId('Escritório não encontrado'),
  comentario: z.string().trim().min(1, 'Escreva o comentário').max(2000, 'Comentário com no máximo 2000 caracteres'),
})
export const officeComment = z.object({
  id: z.number().int(),
  comentario: z.string(),
  autor: z.string(),
  criado_em: z.string(),
})
export type OfficeComment = z.infer<typeof officeComment>
export const officeCommentsResponse = z.object({ status: z.literal(200), value: z.array(officeComment) })
export const officeCommentResponse = z.object({ status: z.literal(201), value: officeComment })

/** notebooks/consolidacao-mensal. */
export const consolidationBody = z.object({
  id_escritorio: recordId('Escritório não encontrado'),
  competencia: monthParam,
})
export const consolidationQuery = z.object({ id_escritorio: recordId('Escritório não encontrado') })
export const consolidationCategory = z.object({
  categoria: z.string(),
  titulo: z.string(),
  /** Files of the month (latest version of each option). */
  arquivos: z.number().int(),
  concluidos: z.number().int(),
  com_erro: z.number().int(),
})
export const consolidation = z.object({
  competencia: z.string(),
  estado: z.enum(['executando', 'concluida', 'erro']),
  categorias: z.array(consolidationCategory),
  mensagem: z.string().nullable(),
  id_tarefa: z.string().nullable(),
  solicitado_por: z.string(),
  solicitado_em: z.string(),
  concluido_em: z.string().nullable(),
})
export type Consolidation = z.infer<typeof consolidation>
export const consolidationsResponse = z.object({ status: z.literal(200), value: z.array(consolidation) })
export const consolidationStartResponse = z.object({ status: z.literal(202), value: consolidation })
