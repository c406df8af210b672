import { paths } from '@/contracts/paths'
import { createLocalStore } from '@/lib/local-store'

/**
 * Tokens of sessions closed ('Sair') while offline: the browser forgot them at once, the server revokes them when
 * the connection returns (until then they would stay valid to their expiry).
 */
const pendingStore = createLocalStore<string[]>('aawz:sair-pendente', [])
const KEEP_AT_MOST = 10

export function rememberLogout(token: string) {
  pendingStore.set((tokens) => [...tokens.filter((t) => t !== token), token].slice(-KEEP_AT_MOST))
}

/** Sends each pending logout; one the server answered (revoked, or already invalid: 401) is dropped. */
export async function sendPendingLogouts() {
  for (const token of pendingStore.get()) {
    let response: Response
    try {
      response = await fetch(paths.logout, { method: 'POST', headers: { Authorization: token } })
    } catch {
      return
    }
    if (response.ok || response.status === 401) pendingStore.set((tokens) => tokens.filter((t) => t !== token))
  }
}
