import { isOnline } from '@/lib/online'

const RELOAD_FLAG = 'aawz:recarregou-por-chunk'

/**
 * §8 chunk-load failures (e.g. a deploy removed the old chunks): reload once to get the new build;
 * a second failure in the same session shows the error view instead of looping. Offline a reload cannot reach a
 * newer build either, and before the service worker controls the page it would land on the browser's own
 * offline page, so the error view shows instead and the one reload stays available for later.
 */
export function reloadOnceOnChunkError(reload = () => window.location.reload()): boolean {
  if (!isOnline() || sessionStorage.getItem(RELOAD_FLAG)) return false
  sessionStorage.setItem(RELOAD_FLAG, '1')
  reload()
  return true
}
