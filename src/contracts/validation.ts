import { z } from 'zod'
import { envelope } from './envelope'
import { formBoolean } from './form-boolean'
import { int4, recordId } from './primitives'
import { alertCodes, setupStepNames } from './validation-paths'

// Schemas of the alerts (/validation/home), /versoes and the first-run set-up; paths and the check catalogue are
// in validation-paths.ts.

const NO_CHECK = 'Verificação não encontrada'

/** One line of an alert: a month, a bill, an account… with the address where it is fixed. */
export const alertItem = z.object({ rotulo: z.string(), valor: z.string().nullable(), href: z.string() })
export type AlertItem = z.infer<typeof alertItem>

export const alert = z.object({
  codigo: z.enum(alertCodes),
  titulo: z.string(),
  /** True when the check found nothing to fix. */
  ok: z.boolean(),
  resumo: z.string(),
  /** Where the alert is fixed (the first item's page, or the area's). */
  href: z.string(),
  itens: z.array(alertItem),
  comentario: z.string().nullable(),
  comentario_por: z.string().nullable(),
  comentario_em: z.string().nullable(),
})
export type Alert = z.infer<typeof alert>

export const officeAlerts = z.object({
  id_escritorio: z.number().int(),
  nome_escritorio: z.string(),
  alertas: z.array(alert),
})
export type OfficeAlerts = z.infer<typeof officeAlerts>

/** §3 Simulation state: what is running now (temporary DRE versions under review, durable jobs). */
export const simulationState = z.object({
  running: z.array(
    z.object({
      tipo: z.enum(['versao-temporaria', 'tarefa']),
      id_escritorio: z.number().int(),
      nome_escritorio: z.string(),
      descricao: z.string(),
      desde: z.string(),
      href: z.string(),
    }),
  ),
  has_simulation: z.boolean(),
})
export type SimulationState = z.infer<typeof simulationState>

export const alertsQuery = z.object({ id_escritorio: recordId('Escritório não encontrado').optional() })
export const alertsResponse = envelope(
  z.object({ hoje: z.string(), escritorios: z.array(officeAlerts), simulacao: simulationState }),
)
export type AlertsReport = z.infer<typeof alertsResponse>['value']

export const checkSetting = z.object({
  codigo: z.enum(alertCodes),
  ativo: z.boolean(),
  opcao: z.number().int(),
  version: z.number().int().min(0),
})
export type CheckSetting = z.infer<typeof checkSetting>
export const checksResponse = envelope(z.array(checkSetting))
export const checkResponse = envelope(checkSetting)
export const checkParams = z.object({
  id: recordId('Escritório não encontrado'),
  codigo: z.enum(alertCodes, { error: NO_CHECK }),
})
/** `version` 0: the office has not changed this check yet. */
export const checkBody = z.object({
  ativo: formBoolean,
  opcao: int4({ message: 'Opção inválida' }),
  version: int4(),
})
export const commentBody = z.object({
  comentario: z.string().trim().max(1000, 'Máximo de 1000 caracteres'),
})

/** /versoes: what runs on the server and in its database. */
export const systemVersions = z.object({
  servidor: z.object({ versao: z.string(), release: z.string(), node: z.string(), iniciado_em: z.string() }),
  banco: z.object({
    ultima_migracao: z.string().nullable(),
    aplicada_em: z.string().nullable(),
    migracoes: z.number().int(),
    postgres: z.string(),
  }),
})
export type SystemVersions = z.infer<typeof systemVersions>
export const systemVersionsResponse = envelope(systemVersions)

export const setupState = z.object({
  etapas: z.array(z.object({ etapa: z.enum(setupStepNames), concluida: z.boolean() })),
  /** The first step not done yet, null when all are. */
  atual: z.enum(setupStepNames).nullable(),
  /** The office's active checking accounts with their first opening balance (null: none yet). */
  contas: z.array(
    z.object({
      id: z.number().int(),
      nome: z.string(),
      saldo_mes: z.string().nullable(),
      saldo: z.string().nullable(),
    }),
  ),
  categorias: z.number().int(),
  profissionais: z.number().int(),
})
export type SetupState = z.infer<typeof setupState>
export const setupResponse = envelope(setupState)
export const setupStepParams = z.object({
  id: recordId('Escritório não encontrado'),
  etapa: z.enum(setupStepNames, { error: 'Etapa não encontrada' }),
})
