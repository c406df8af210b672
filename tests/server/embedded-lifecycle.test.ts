import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../server/db/postgres'
import { startChildServer, stopChildServer, untilHealthy } from './child-server'

// One data directory for the file (a mktemp -d folder, 0700: as root, PostgreSQL's user must be let through).
const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-lifecycle-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const postmasterPid = () => Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0])
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
/** Processes whose command line names our data directory: PostgreSQL's postmaster and its workers. */
const postgresOnDataDir = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(join(dataDir, 'pg'))
      } catch {
        return false
      }
    })

describe('embedded PostgreSQL across crashes and failed starts', () => {
  it('comes up by itself after the server was killed with SIGKILL, stopping the PostgreSQL it left running', async () => {
    const first = await startChildServer({ DATA_DIR: dataDir })
    await untilHealthy(first)
    const leftover = postmasterPid()
    first.process.kill('SIGKILL')
    await first.exited
    expect(isAlive(leftover)).toBe(true)

    const second = await startChildServer({ DATA_DIR: dataDir })
    await untilHealthy(second)
    expect(isAlive(leftover)).toBe(false)
    expect(second.output()).toContain(`processo ${leftover}`)
    // Stopped at once: the job runner may still be starting, which must not turn the stop into a failure.
    expect(await stopChildServer(second), second.output()).toBe(0)
    expect(existsSync(join(dataDir, 'pg', 'postmaster.pid'))).toBe(false)
  }, 400_000)

  it('with its port taken, exits naming PORT and leaves no PostgreSQL running', async () => {
    const port = await freePort()
    const squatter = createServer()
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve))
    try {
      const server = await startChildServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain(`a porta ${port} já está em uso`)
      expect(server.output()).toContain('variável PORT')
      expect(server.output()).not.toMatch(/^undefined$/m)
      expect(postgresOnDataDir()).toEqual([])
    } finally {
      await new Promise((resolve) => squatter.close(resolve))
    }
  }, 400_000)
})
