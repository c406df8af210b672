import { randomUUID } from 'node:crypto'
import { CRAWLER_NOT_FOUND, CRAWLER_UNCONFIGURED, type CrawlerState } from '../../../src/contracts/assets'
import type { JobStatus } from '../../../src/contracts/jobs'
import type { Db } from '../../db/connection'
import type { SessionUser } from '../../http/access'
import { HttpError, notFound } from '../../http/errors'
import { insertJob, jobOf, markFailed } from '../../jobs/queries'
import type { JobRunner } from '../../jobs/runner'
import { CRAWLER_QUEUE, CRAWLER_STEP_LABELS, CRAWLER_STEPS } from './crawler-job'
import type { RfCredentials, RfSource } from './source'

const SOURCE_DOWN = 'A fonte de renda fixa não respondeu; tente novamente mais tarde'

/** §3 Crawler state from the job: step 1 … n_steps while it runs, n_steps when done, -1 when it failed. */
export function crawlerStateOf(job: JobStatus): CrawlerState {
  const step =
    job.estado === 'erro'
      ? -1
      : job.estado === 'concluida'
        ? CRAWLER_STEPS
        : Math.max(1, Math.floor((job.progresso * CRAWLER_STEPS) / 100))
  return {
    status: 200,
    request_id: job.id,
    data: { metadata: { step, n_steps: CRAWLER_STEPS } },
    etapa: job.etapa ?? (step > 0 ? CRAWLER_STEP_LABELS[step - 1] : null),
    mensagem: job.mensagem,
    atualizado_em: job.atualizado_em,
  }
}

async function stateOf(db: Db, office: number, id: string) {
  const job = await jobOf(db, office, id)
  if (!job || job.fila !== CRAWLER_QUEUE) throw notFound(CRAWLER_NOT_FOUND)
  return crawlerStateOf(job)
}

type Deps = { db: Db; jobs: JobRunner; source: RfSource | null }

/**
 * POST crawler: signs in at the source with the user's credentials (used here once, never stored nor logged) and
 * queues the run with the source's session. A refused login is a run that failed at once (step -1), with why.
 */
export async function startCrawler(
  { db, jobs, source }: Deps,
  user: SessionUser,
  office: number,
  creds: RfCredentials,
) {
  if (!source) throw new HttpError(409, CRAWLER_UNCONFIGURED)
  const login = await source.login(creds).catch(() => ({ ok: false as const, motivo: SOURCE_DOWN }))
  if (login.ok) {
    const id = await jobs.send(CRAWLER_QUEUE, office, { sessao: login.sessao }, user.id)
    return stateOf(db, office, id)
  }
  const id = randomUUID()
  await insertJob(db, { id, office, fila: CRAWLER_QUEUE, user: user.id })
  await markFailed(db, id, login.motivo)
  return stateOf(db, office, id)
}

/** GET crawler/{request_id}: the run's state, for the office that started it (another office's is a 404). */
export const crawlerStatus = (db: Db, office: number, id: string) => stateOf(db, office, id)
