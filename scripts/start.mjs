// `npm start`: builds the web app when the build is missing or older than the sources, then starts the server.
import { execSync } from 'node:child_process'
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
execSync('npx tsx server/main.ts', { stdio: 'inherit' })
