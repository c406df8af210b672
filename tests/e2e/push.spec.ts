import { expect, test } from '@playwright/test'
import { HomePage } from './pages/home-page'
import { signInByApi } from './pages/login-page'

// Offline work needs the service worker the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

/** What these tests use of the service worker's global scope (the e2e project is typed for pages). */
type WorkerScope = {
  registration: ServiceWorkerRegistration
  dispatchEvent: (event: Event) => boolean
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event
}

test('the service worker shows a pushed notification and a click opens its route', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: new URL(baseURL!).origin })
  await signInByApi(page, 'gestor')
  await new HomePage(page).waitForServiceWorker()

  const cdp = await context.newCDPSession(page)
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.endsWith('/admin/'))
      if (ours) resolve(ours.registrationId)
    })
  })
  await cdp.send('ServiceWorker.enable')
  const payload = {
    tipo: 'warning',
    titulo: 'Fechamento de outubro',
    corpo: 'Envie o extrato bancário.',
    rota: '/bpo/extrato',
  }
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  })

  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw.js'))!
  await expect
    .poll(() =>
      worker.evaluate(async () => {
        const scope = self as unknown as WorkerScope
        return (await scope.registration.getNotifications()).map((n) => [n.title, n.body])
      }),
    )
    .toEqual([[payload.titulo, payload.corpo]])

  await worker.evaluate(async () => {
    const scope = self as unknown as WorkerScope
    const [notification] = await scope.registration.getNotifications()
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }))
  })
  await expect(page).toHaveURL(/\/admin\/bpo\/extrato$/)
})
