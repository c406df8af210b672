import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { freePort } from '../../server/db/postgres'

const root = fileURLToPath(new URL('../..', import.meta.url))

export type ChildServer = {
  process: ChildProcess
  port: number
  url: string
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string
  /** Resolves with the exit code (or the signal's name) once the process is gone. */
  exited: Promise<number | string>
}

/**
 * `npm start`'s server (server/main.ts) as its own process, one node process (tsx as a loader, not tsx's CLI
 * with a child of its own), so a signal sent to it reaches the server itself.
 */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const port = Number(env.PORT ?? (await freePort()))
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...parentEnv, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let text = ''
  child.stdout?.on('data', (chunk) => {
    text += chunk
  })
  child.stderr?.on('data', (chunk) => {
    text += chunk
  })
  const exited = new Promise<number | string>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'desconhecido')),
  )
  return { process: child, port, url: `http://127.0.0.1:${port}`, output: () => text, exited }
}

/** Waits until /healthz answers 200; fails with the server's output if it exits or takes over 150 s (a loaded machine). */
export async function untilHealthy(server: ChildServer): Promise<void> {
  let exitCode: number | string | undefined
  void server.exited.then((code) => {
    exitCode = code
  })
  for (const deadline = Date.now() + 150_000; Date.now() < deadline; ) {
    if (exitCode !== undefined) throw new Error(`o servidor saiu (${exitCode}):\n${server.output()}`)
    const ok = await fetch(`${server.url}/healthz`).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`o servidor não respondeu em /healthz:\n${server.output()}`)
}

/** Stops the server as Ctrl-C would and waits for it to exit. */
export async function stopChildServer(server: ChildServer): Promise<number | string> {
  if (server.process.exitCode === null && server.process.signalCode === null) server.process.kill('SIGTERM')
  return server.exited
}
