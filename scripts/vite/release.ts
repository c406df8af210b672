import { execFileSync } from 'node:child_process'

/**
 * The build id error reports carry: `APP_RELEASE` when the deployment sets it, else the commit the build was
 * made from (short hash), else the build's date and time.
 */
export function releaseId(): string {
  const fromEnv = process.env.APP_RELEASE?.trim()
  if (fromEnv) return fromEnv.slice(0, 64)
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return new Date().toISOString().slice(0, 16)
  }
}
