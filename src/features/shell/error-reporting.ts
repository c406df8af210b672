import { ERROR_REPORTING_OVERRIDE_KEY, errorReportingEnabled } from '@/lib/error-reporting/enabled'
import { installErrorReporting, type ReportError } from '@/lib/error-reporting/install'
import { currentOfficeStore } from '../offices/office-store'
import { getToken } from '../session/session-store'

const storedOverride = () => {
  try {
    return localStorage.getItem(ERROR_REPORTING_OVERRIDE_KEY)
  } catch {
    return null
  }
}

/**
 * §7 "Other": on non-local hosts (or with the override), reports the app's errors to the server. Returns the
 * report function (a no-op when reporting is off) for the API client's 5xx hook and React's error callbacks.
 */
export function setupErrorReporting() {
  if (!errorReportingEnabled(window.location.hostname, storedOverride(), import.meta.env.VITE_ERROR_REPORTING)) {
    const off: ReportError = () => {}
    return off
  }
  // The listeners are in place from the start; the code that builds and sends a report loads beside the first
  // page, and a report made before it arrives waits for it.
  const reporter = import('@/lib/error-reporting/reporter').then(({ createErrorReporter }) =>
    createErrorReporter({
      release: __APP_RELEASE__,
      // The address as the user sees it (with /admin/), not the router's path below the basepath.
      route: () => window.location.pathname,
      office: () => currentOfficeStore.get()?.id ?? null,
      token: getToken,
    }),
  )
  const report: ReportError = (tipo, error, status) => {
    reporter.then((send) => send(tipo, error, status)).catch(() => undefined)
  }
  installErrorReporting(window, report)
  return report
}
