// Server start-to-ready time: the first start (PostgreSQL initdb, migrations, demo seed) and a restart.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../server/db/postgres'

async function timeToReady(dataDir: string): Promise<number> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  try {
    for (let i = 0; i < 600; i++) {
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
      if (ok) return performance.now() - started
      await new Promise((r) => setTimeout(r, 100))
    }
    throw new Error('o servidor não ficou pronto em 60 s')
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-start-'))
try {
  const first = await timeToReady(dir)
  const restart = await timeToReady(dir)
  console.log(
    `server start-to-ready: first start ${(first / 1000).toFixed(2)} s (initdb + migrations + seed), restart ${(restart / 1000).toFixed(2)} s`,
  )
} finally {
  rmSync(dir, { recursive: true, force: true })
}
