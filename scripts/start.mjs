// `npm start`: builds the web app when the build is missing or older than the sources, then starts the server.
import { execSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const newest = (dir) =>
  readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(dir, entry.name)
    const time = entry.isDirectory() ? newest(path) : statSync(path).mtimeMs
    return Math.max(latest, time)
  }, 0)

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0
if (built < Math.max(newest('src'), newest('public'), statSync('index.html').mtimeMs)) {
  execSync('npx vite build', { stdio: 'inherit' })
}
// The server in one node process (tsx as a loader): its pt-BR start failure message is the last thing printed,
// and it exits with its own code. Ctrl-C reaches it directly (same process group); SIGTERM is passed on.
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { stdio: 'inherit' })
process.on('SIGINT', () => {})
process.on('SIGTERM', () => server.kill('SIGTERM'))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
