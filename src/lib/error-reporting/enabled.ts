/** localStorage key that turns reporting on ('1') or off ('0') whatever the host, e.g. for tests. */
export const ERROR_REPORTING_OVERRIDE_KEY = 'aawz:relatar-erros'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]', '0.0.0.0'])

/** A developer's own machine: errors there are seen in the console, not reported. */
export const isLocalHost = (hostname: string): boolean =>
  LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost') || hostname.startsWith('127.')

/**
 * §7 "Other": the error-reporting service is set up on non-local hosts. An override ('1'/'0' in localStorage,
 * or VITE_ERROR_REPORTING=on/off at build time) decides instead; the stored one wins.
 */
export function errorReportingEnabled(hostname: string, stored: string | null, buildFlag?: string): boolean {
  if (stored === '1') return true
  if (stored === '0') return false
  if (buildFlag === 'on') return true
  if (buildFlag === 'off') return false
  return !isLocalHost(hostname)
}
