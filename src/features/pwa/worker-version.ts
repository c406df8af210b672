import { SW_SCOPE } from './service-worker'

export type WorkerVersion = {
  /** 'ativo': controls this page; 'aguardando': a newer one waits for 'Atualizar'; 'ausente': none registered. */
  estado: 'ativo' | 'aguardando' | 'ausente'
  release: string | null
  shell: string | null
}

const ASK_TIMEOUT_MS = 3000

/** Asks a worker which build it serves (src/sw/sw.ts answers 'VERSAO' on the message port). */
function ask(worker: ServiceWorker): Promise<{ release: string | null; shell: string | null }> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    const timer = setTimeout(() => resolve({ release: null, shell: null }), ASK_TIMEOUT_MS)
    channel.port1.onmessage = (event) => {
      clearTimeout(timer)
      resolve(event.data)
    }
    worker.postMessage({ type: 'VERSAO' }, [channel.port2])
  })
}

/** The service worker of /admin/: its state and the build it serves (the waiting one's, when an update waits). */
export async function workerVersion(): Promise<WorkerVersion> {
  const registration =
    'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration(SW_SCOPE) : undefined
  const worker = registration?.waiting ?? registration?.active
  if (!registration || !worker) return { estado: 'ausente', release: null, shell: null }
  return { estado: registration.waiting ? 'aguardando' : 'ativo', ...(await ask(worker)) }
}
