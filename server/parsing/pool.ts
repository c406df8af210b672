import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { PARSE_LIMITS, PARSE_MESSAGES, ParseBusy, ParseRefused } from './limits'
import type { TaskInput, TaskName, TaskOutput } from './tasks'

const workerFile = join(dirname(fileURLToPath(import.meta.url)), 'worker.mjs')

type Job = {
  id: number
  task: TaskName
  input: unknown
  ms: number
  resolve: (value: unknown) => void
  reject: (error: Error) => void
}
type Slot = { worker: Worker; ready: Promise<void>; job: Job | null; timer?: NodeJS.Timeout; dead?: boolean }

const slots: Slot[] = []
const waiting: Job[] = []
let nextId = 1
let rssWatch: { timer: NodeJS.Timeout; base: number } | null = null

function spawn(): Slot {
  const worker = new Worker(workerFile, {
    resourceLimits: { maxOldGenerationSizeMb: PARSE_LIMITS.heapMb, maxYoungGenerationSizeMb: 32 },
    stdout: true,
    stderr: true,
  })
  worker.unref()
  const slot: Slot = { worker, job: null, ready: Promise.resolve() }
  slot.ready = new Promise((resolve) => {
    worker.once('message', () => resolve())
  })
  worker.on('message', (m: { id?: number; value?: unknown; refused?: string; failed?: true }) => {
    const job = slot.job
    if (!job || m.id !== job.id) return
    if ('value' in m) settle(slot, null, m.value)
    // A parser that throws on a file (not its own 'bad file' refusal) is the file's fault too: refused, not retried.
    else settle(slot, new ParseRefused(m.refused ?? PARSE_MESSAGES.failed))
  })
  let outOfMemory = false
  worker.on('error', (error: Error & { code?: string }) => {
    outOfMemory ||= error.code === 'ERR_WORKER_OUT_OF_MEMORY'
  })
  // Out of heap, crashed or terminated: the worker is gone; its job (if any) is refused and the slot freed.
  worker.once('exit', () => {
    slot.dead = true
    const at = slots.indexOf(slot)
    if (at !== -1) slots.splice(at, 1)
    const message = outOfMemory ? PARSE_MESSAGES.memory : PARSE_MESSAGES.failed
    if (slot.job) settle(slot, new ParseRefused(message), undefined, false)
    pump()
  })
  slots.push(slot)
  return slot
}

function settle(slot: Slot, error: Error | null, value?: unknown, alive = true) {
  const job = slot.job
  if (!job) return
  slot.job = null
  clearTimeout(slot.timer)
  if (error) job.reject(error)
  else job.resolve(value)
  if (alive) pump()
  if (!slots.some((s) => s.job) && rssWatch) {
    clearInterval(rssWatch.timer)
    rssWatch = null
  }
}

/** Stops every running parse when the process's RSS grows beyond the budget (memory outside the workers' heaps). */
function watchRss() {
  if (rssWatch) return
  const base = process.memoryUsage.rss()
  const timer = setInterval(() => {
    if (process.memoryUsage.rss() - base <= PARSE_LIMITS.rssGrowthMb * 1024 * 1024) return
    for (const slot of slots) if (slot.job) stop(slot, PARSE_MESSAGES.memory)
  }, 50)
  timer.unref()
  rssWatch = { timer, base }
}

function stop(slot: Slot, message: string) {
  slot.dead = true
  settle(slot, new ParseRefused(message), undefined, false)
  void slot.worker.terminate()
}

function pump() {
  while (waiting.length > 0) {
    const slot = slots.find((s) => !s.job && !s.dead) ?? (slots.length < PARSE_LIMITS.concurrency ? spawn() : null)
    if (!slot) return
    const job = waiting.shift() as Job
    slot.job = job
    watchRss()
    slot.timer = setTimeout(() => stop(slot, PARSE_MESSAGES.timeout), job.ms)
    void slot.ready.then(() => {
      if (slot.job === job) slot.worker.postMessage({ id: job.id, task: job.task, input: job.input })
    })
  }
}

/**
 * Runs a parse task (./tasks.ts) in a worker thread of this process's pool: at most `concurrency` at once, each in
 * a heap-limited worker that is terminated after `ms`; `queue` more wait and one beyond is refused (ParseBusy). A file
 * over a limit, unreadable, too slow or too big for memory rejects with ParseRefused and its pt-BR message.
 */
export function runParse<K extends TaskName>(
  task: K,
  input: TaskInput<K>,
  options: { ms?: number } = {},
): Promise<TaskOutput<K>> {
  if (waiting.length >= PARSE_LIMITS.queue) return Promise.reject(new ParseBusy())
  return new Promise((resolve, reject) => {
    const ms = options.ms ?? PARSE_LIMITS.ms
    waiting.push({ id: nextId++, task, input, ms, resolve: resolve as (v: unknown) => void, reject })
    pump()
  })
}

/** A Uint8Array that came back from a worker (a Buffer is cloned as one) as a Buffer over the same bytes. */
export const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
