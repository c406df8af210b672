import { z } from 'zod'
import { recordId } from './primitives'

/** A durable job as the office sees it (server/jobs): queued, running, waiting for a retry, done or failed. */
export const jobStates = ['na_fila', 'executando', 'aguardando_nova_tentativa', 'concluida', 'erro'] as const
export type JobState = (typeof jobStates)[number]

export const jobStateLabels: Record<JobState, string> = {
  na_fila: 'Na fila',
  executando: 'Processando',
  aguardando_nova_tentativa: 'Aguardando nova tentativa',
  concluida: 'Concluída',
  erro: 'Erro',
}

export const isFinalJobState = (state: JobState) => state === 'concluida' || state === 'erro'

export const jobStatus = z.object({
  id: z.string(),
  fila: z.string(),
  estado: z.enum(jobStates),
  progresso: z.number().int().min(0).max(100),
  etapa: z.string().nullable(),
  mensagem: z.string().nullable(),
  tentativas: z.number().int(),
  criado_em: z.string(),
  atualizado_em: z.string(),
})
export type JobStatus = z.infer<typeof jobStatus>

export const jobStatusResponse = z.object({ status: z.literal(200), value: jobStatus })

export const jobParams = z.object({
  id: recordId('Escritório não encontrado'),
  job: z.uuid('Tarefa não encontrada'),
})

export const jobPath = (office: number | string, job: string) => `/v2/api/office/${office}/jobs/${job}`
