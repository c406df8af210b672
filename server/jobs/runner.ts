import { randomUUID } from 'node:crypto'
import PgBoss from 'pg-boss'
import type { Db } from '../db/connection'
import * as q from './queries'

/** What a handler gets besides its payload: the office, the attempt (1, 2, …) and a way to report progress. */
export type JobContext = {
  id: string
  office: number
  attempt: number
  /** Stores the progress (0–100) and the current step, readable at once by GET …/jobs/{id}. */
  progress: (percent: number, etapa?: string) => Promise<void>
}

export type JobDefinition<T> = {
  queue: string
  /**
   * Does the work; its answer is the job's final message. A throw is retried, then fails the job with its message;
   * a `JobRejected` fails it at once.
   */
  run: (payload: T, ctx: JobContext) => Promise<string | null>
  /** Called once when the job has failed for good: its last attempt threw, or its worker died and it expired. */
  onFailed?: (payload: T, ctx: { id: string; office: number; message: string }) => Promise<void>
  /** Attempts after the first; default 2. */
  retryLimit?: number
  /** Seconds before a retry; default 30. */
  retryDelaySeconds?: number
  /** Seconds an attempt may run before it counts as dead (its worker killed) and is retried or failed; default 900. */
  expireInSeconds?: number
}

export type JobRunnerOptions = {
  /** How often each queue is polled for new jobs; default 2 s. */
  pollingIntervalSeconds?: number
  /** Seconds before any retry, instead of each queue's own delay (tests shorten it). */
  retryDelaySeconds?: number
  /** How often expired (dead-worker) jobs are retried or failed; default 60 s. */
  maintenanceIntervalSeconds?: number
  onError?: (error: Error) => void
}

/** A failure that trying again cannot fix (a file whose content is bad): the job fails at once, without retries. */
export class JobRejected extends Error {}

type Envelope = { office: number; tarefa: string; payload: unknown }

export const TIMEOUT_MESSAGE = 'A tarefa foi interrompida (o processo parou ou excedeu o tempo limite).'
const deadLetterOf = (queue: string) => `${queue}.falhas`

function messageOf(error: unknown): string {
  const text = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return text.trim() ? text.slice(0, 500) : 'Falha inesperada ao processar a tarefa.'
}

/** The message pg-boss keeps in a failed job's output: the thrown error's, or its own for a timeout. */
function outputMessage(output: unknown): string {
  const value = (output as { value?: { message?: unknown }; message?: unknown } | null) ?? {}
  const text = value.value?.message ?? value.message
  if (typeof text !== 'string' || text.includes('failed by timeout')) return TIMEOUT_MESSAGE
  return text
}

/**
 * Durable jobs on the app's own PostgreSQL (pg-boss, schema `pgboss`, through the app's pool): jobs survive a
 * restart; an attempt that throws is retried, then the job fails with the error's message; an attempt whose
 * worker died (kill -9, out of memory) expires after `expireInSeconds` and is retried or failed the same way (a
 * dead-letter queue per queue reports the final failure), so nothing stays 'executando' for ever. What the office
 * sees (state, progress, message) is in `tarefas`. Started lazily by the first `send`, or by `start()` at boot so
 * that jobs left queued by a previous process run.
 */
export function createJobRunner(db: Db, options: JobRunnerOptions = {}) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => db.$client.query(text, values) },
    schema: 'pgboss',
    schedule: false,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
  })
  boss.on('error', (error) => options.onError?.(error))
  const definitions = new Map<string, JobDefinition<never>>()
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, includeMetadata: true as const }
  let starting: Promise<void> | null = null
  let stopped = false

  async function failForGood(def: JobDefinition<never>, envelope: Envelope, message: string) {
    if (!(await q.markFailed(db, envelope.tarefa, message))) return
    await def.onFailed?.(envelope.payload as never, { id: envelope.tarefa, office: envelope.office, message })
  }

  async function runAttempt(def: JobDefinition<never>, job: PgBoss.JobWithMetadata<Envelope>) {
    const { office, tarefa, payload } = job.data
    const attempt = job.retryCount + 1
    await q.markRunning(db, tarefa, attempt)
    const ctx: JobContext = {
      id: tarefa,
      office,
      attempt,
      progress: (percent, etapa) => q.markProgress(db, tarefa, percent, etapa ?? null),
    }
    try {
      await q.markDone(db, tarefa, await def.run(payload as never, ctx))
    } catch (error) {
      const message = messageOf(error)
      if (error instanceof JobRejected) return failForGood(def, job.data, message)
      if (job.retryCount >= job.retryLimit) await failForGood(def, job.data, message)
      else await q.markRetrying(db, tarefa, message)
      throw new Error(message)
    }
  }

  async function startOnce() {
    await boss.start()
    for (const def of definitions.values()) {
      const deadLetter = deadLetterOf(def.queue)
      await boss.createQueue(deadLetter, { name: deadLetter, retryLimit: 0 })
      const settings = {
        retryLimit: def.retryLimit ?? 2,
        retryDelay: options.retryDelaySeconds ?? def.retryDelaySeconds ?? 30,
        expireInSeconds: def.expireInSeconds ?? 900,
        deadLetter,
      }
      await boss.createQueue(def.queue, { name: def.queue, ...settings })
      await boss.updateQueue(def.queue, { name: def.queue, ...settings })
      await boss.work<Envelope>(def.queue, polling, async ([job]) => {
        if (job) await runAttempt(def, job)
      })
      await boss.work<Envelope>(deadLetter, polling, async ([job]) => {
        if (job) await failForGood(def, job.data, outputMessage(job.output))
      })
    }
  }

  const runner = {
    define<T>(def: JobDefinition<T>) {
      if (starting) throw new Error(`Fila ${def.queue} definida depois do início das tarefas`)
      definitions.set(def.queue, def as JobDefinition<never>)
    },
    /** Starts the workers of every defined queue (once); jobs left by a previous process run from here on. */
    start(): Promise<void> {
      if (stopped) return Promise.reject(new Error('O executor de tarefas já foi encerrado'))
      starting ??= startOnce()
      return starting
    },
    /** Queues a job for `office`; its id is the one GET /v2/api/office/{id}/jobs/{job} answers. */
    async send<T>(queue: string, office: number, payload: T, user: number | null = null): Promise<string> {
      if (!definitions.has(queue)) throw new Error(`Fila desconhecida: ${queue}`)
      await runner.start()
      const tarefa = randomUUID()
      await q.insertJob(db, { id: tarefa, office, fila: queue, user })
      const envelope: Envelope = { office, tarefa, payload }
      try {
        await boss.send(queue, envelope, { id: tarefa })
      } catch (error) {
        // The visible row never waits 'na_fila' for a job that was not queued.
        await q.markFailed(db, tarefa, 'Não foi possível agendar a tarefa.')
        throw error
      }
      return tarefa
    },
    /** Stops polling; an attempt still running after 5 s is failed (and retried by the next start). */
    async stop() {
      stopped = true
      if (!starting) return
      await starting.catch(() => {})
      await boss.stop({ graceful: true, timeout: 5000, wait: true, close: false })
    },
  }
  return runner
}
export type JobRunner = ReturnType<typeof createJobRunner>
