import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { tarefas } from '../../server/db/schema'
import { createJobRunner, TIMEOUT_MESSAGE } from '../../server/jobs/runner'
import type { JobStatus } from '../../src/contracts/jobs'
import { deadWorkerQueues } from './fixtures/job-queues'
import { demo, seededApp } from './harness'

const { app, db, url, login } = await seededApp()
const gestor = await login(demo.gestor)
const aurora = await login(demo.gestorAurora)

const fast = { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 }
const runner = createJobRunner(db, fast)
afterAll(() => runner.stop())

let release: (message: string) => void = () => {}
const failures: string[] = []
runner.define<{ nome: string }>({
  queue: 'teste.ok',
  run: async (payload, ctx) => {
    await ctx.progress(40, `Lendo ${payload.nome}`)
    return new Promise<string>((resolve) => {
      release = resolve
    })
  },
})
runner.define({
  queue: 'teste.falha',
  retryLimit: 1,
  retryDelaySeconds: 0,
  run: async () => {
    throw new Error('Planilha ilegível na linha 3')
  },
  onFailed: async (_payload, { message }) => {
    failures.push(message)
  },
})

const jobOf = async (office: number, id: string, token = gestor) =>
  app.inject({ method: 'GET', url: `/v2/api/office/${office}/jobs/${id}`, headers: { authorization: token } })

/** Polls the endpoint as the gestor until `done` holds (or 20 s pass). */
async function until(id: string, done: (job: JobStatus) => boolean): Promise<JobStatus> {
  let last: JobStatus | undefined
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; ) {
    const res = await jobOf(3, id)
    expect(res.statusCode).toBe(200)
    last = res.json().value as JobStatus
    if (done(last)) return last
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`a tarefa não chegou ao estado esperado: ${JSON.stringify(last)}`)
}

describe('durable jobs (pg-boss on the same PostgreSQL)', () => {
  it('a job runs with its progress readable while it runs, then ends concluded with its message', async () => {
    const id = await runner.send('teste.ok', 3, { nome: 'balancete.xlsx' })
    const running = await until(id, (job) => job.progresso === 40)
    expect(running).toMatchObject({ estado: 'executando', etapa: 'Lendo balancete.xlsx', tentativas: 1 })
    release('Pronto')
    expect(await until(id, (job) => job.estado === 'concluida')).toMatchObject({
      progresso: 100,
      mensagem: 'Pronto',
      etapa: null,
    })
  })

  it('a job that throws is retried, then fails with its message (reported once)', async () => {
    const id = await runner.send('teste.falha', 3, {})
    const failed = await until(id, (job) => job.estado === 'erro')
    expect(failed).toMatchObject({ tentativas: 2, mensagem: 'Planilha ilegível na linha 3' })
    await vi.waitFor(() => expect(failures).toEqual(['Planilha ilegível na linha 3']))
  })

  it("another office's user cannot read the job; an unknown or malformed id is a 404/400", async () => {
    const id = await runner.send('teste.falha', 3, {})
    expect((await jobOf(3, id, aurora)).statusCode).toBe(403)
    const asOwnOffice = await jobOf(1, id, aurora)
    expect(asOwnOffice.statusCode).toBe(404)
    expect(asOwnOffice.json().message).toBe('Tarefa não encontrada')
    expect((await jobOf(3, 'nao-e-uuid')).statusCode).toBe(400)
  })

  it("a killed server's jobs do not stay running: the next process retries one and fails the other visibly", async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./fixtures/hanging-worker.ts', import.meta.url))],
      { env: { ...process.env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const exited = new Promise((resolve) => child.on('exit', resolve))
    // Whatever happens below, the child never outlives the test.
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    })
    const ids = await new Promise<string[]>((resolve, reject) => {
      let text = ''
      child.stdout.on('data', (chunk) => {
        text += chunk
        if (text.includes('\n')) resolve(JSON.parse(text))
      })
      child.on('exit', (code) => reject(new Error(`o processo saiu antes (${code})`)))
    })
    const [resumed, abandoned] = ids as [string, string]
    const running = async (id: string) =>
      (await db.select().from(tarefas).where(eq(tarefas.id, id)))[0]?.estado === 'executando'
    for (const deadline = Date.now() + 20_000; !(await running(resumed)) || !(await running(abandoned)); ) {
      if (Date.now() > deadline) throw new Error('as tarefas não começaram no processo filho')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    child.kill('SIGKILL')
    await exited

    const next = createJobRunner(db, fast)
    for (const def of deadWorkerQueues(async () => 'Retomada após a queda')) next.define(def)
    await next.start()
    try {
      expect(await until(resumed, (job) => job.estado === 'concluida')).toMatchObject({
        tentativas: 2,
        mensagem: 'Retomada após a queda',
      })
      expect(await until(abandoned, (job) => job.estado === 'erro')).toMatchObject({ mensagem: TIMEOUT_MESSAGE })
    } finally {
      await next.stop()
    }
  })
})
