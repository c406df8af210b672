import { z } from 'zod'
import { envelope } from './envelope'
import { formBoolean } from './form-boolean'
import { recordId } from './primitives'
import { servicoCodes } from './report-services'
import { emailListSchema, emailSchema, jsonText, requiredString } from './rules'

export const CARGOS = ['GESTOR', 'ASSESSOR', 'PLANEJADOR'] as const
/** How a job title reads on screen (the stored value stays in capitals). */
export const CARGO_LABELS: Record<string, string> = { GESTOR: 'Gestor', ASSESSOR: 'Assessor', PLANEJADOR: 'Planejador' }
export const cargoLabel = (cargo: string) => CARGO_LABELS[cargo] ?? cargo

export const professional = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string().nullable(),
  cargo: z.string(),
  ativo: z.boolean(),
  /** A login exists and is active. */
  possui_acesso: z.boolean(),
  relatorios: z.array(z.string()),
})
export type Professional = z.infer<typeof professional>
export const professionalsResponse = envelope(z.array(professional))

export const addProfessionalBody = z.object({
  id_escritorio: recordId('Escritório não encontrado'),
  nome: requiredString,
  email: emailSchema,
  cargo: z.enum(CARGOS, { error: 'Formato inválido' }),
})
export type AddProfessional = z.infer<typeof addProfessionalBody>

export const professionalParams = z.object({
  id: recordId(),
  prof: recordId(),
})

/** Granting access or resetting a password answers a temporary password, shown once. */
export const temporaryPasswordResponse = envelope(z.object({ email: z.string(), senha_temporaria: z.string() }))

export const releaseReportBody = z.object({
  id_escritorio: recordId('Escritório não encontrado'),
  servico: z.enum(servicoCodes, { error: 'Formato inválido' }),
  ids_profissionais: jsonText(z.array(recordId())),
  liberar: formBoolean.default(true),
})

/** Without `id_profissional`, the signed-in professional's own services ('Meus relatórios'). */
export const servicesQuery = z.object({
  id_escritorio: recordId('Escritório não encontrado'),
  id_profissional: recordId().optional(),
})
export const servicesResponse = envelope(
  z.array(z.object({ codigo: z.string(), nome: z.string(), liberado: z.boolean(), id_profissional: z.number() })),
)

export const teamDataEmailBody = z.object({
  id_escritorio: recordId('Escritório não encontrado'),
  destinatarios: emailListSchema.pipe(z.string().min(1, 'Campo obrigatório')),
  mensagem: z.string().max(5000).optional().default(''),
})
