import { paths } from '@/contracts/paths'
import { ApiError, api } from '@/lib/api/client'
import { SW_SCOPE } from '../pwa/service-worker'

/** §8: the exact messages when the browser cannot receive push notifications. */
export function pushSupportError(): string | null {
  if (!('serviceWorker' in navigator)) return 'No Service Worker support!'
  if (!('PushManager' in window)) return 'No Push API Support!'
  return null
}

const toKeyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

async function registration() {
  const found = await navigator.serviceWorker.getRegistration(SW_SCOPE)
  if (!found) throw new Error('O aplicativo ainda está sendo instalado. Tente novamente em instantes.')
  return found
}

export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (pushSupportError()) return null
  const found = await navigator.serviceWorker.getRegistration(SW_SCOPE)
  return (await found?.pushManager.getSubscription()) ?? null
}

/** Asks permission, subscribes this browser and registers the subscription on the server. */
export async function subscribeToPush(): Promise<void> {
  const unsupported = pushSupportError()
  if (unsupported) throw new Error(unsupported)
  if ((await Notification.requestPermission()) !== 'granted') {
    throw new Error('Permita as notificações do navegador para recebê-las neste aparelho.')
  }
  const { value: publicKey } = await api.get<{ value: string }>(paths.pushPublicKey)
  const reg = await registration()
  const subscribe = () =>
    reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: toKeyBytes(publicKey) })
  const register = (subscription: PushSubscription) =>
    api.post(paths.pushSubscriptions, subscription.toJSON() as Record<string, unknown>, { json: true })
  const subscription = await subscribe()
  try {
    await register(subscription)
  } catch (error) {
    // 409: this browser's endpoint belongs to another user who signed in here; a new endpoint is this user's own.
    if (!(error instanceof ApiError && error.status === 409)) throw error
    await subscription.unsubscribe()
    await register(await subscribe())
  }
}

export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentPushSubscription()
  if (!subscription) return
  await api.delete(paths.pushSubscriptions, { body: { endpoint: subscription.endpoint }, json: true })
  await subscription.unsubscribe()
}
