import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { AlertTriangle, Loader2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { reloadOnceOnChunkError } from '../pwa/chunk-reload'

/** §9: the loading view appears after 400 ms (router defaultPendingMs) and becomes an error view after 10 s. */
export const PAGE_LOAD_TIMEOUT_MS = 10_000

export function PendingPage() {
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), PAGE_LOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [])
  if (timedOut) return <ErrorState message="A página demorou demais para carregar." />
  return (
    <div className="grid h-64 place-items-center" role="status" aria-live="polite">
      <span className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden /> Carregando…
      </span>
    </div>
  )
}

export function ErrorState({ message }: { message: string }) {
  const router = useRouter()
  return (
    <div
      className="mx-auto mt-16 flex max-w-md flex-col items-center gap-3 rounded-xl border bg-card p-8 text-center"
      role="alert"
    >
      <AlertTriangle className="size-8 text-warning" aria-hidden />
      <h2 className="text-lg font-semibold">Algo deu errado</h2>
      <p className="text-sm text-muted-foreground">{message}</p>
      <div className="flex gap-2">
        <Button variant="outline" onClick={() => void router.invalidate()}>
          Tentar novamente
        </Button>
        <Button onClick={() => window.location.reload()}>Recarregar</Button>
      </div>
    </div>
  )
}

export function RouteErrorPage({ error: raw }: ErrorComponentProps) {
  const error = raw instanceof Error ? raw : new Error(String(raw))
  const chunkFailed = /dynamically imported module|ChunkLoadError|Importing a module script failed/i.test(error.message)
  if (chunkFailed && reloadOnceOnChunkError()) return null
  const message = chunkFailed
    ? 'Não foi possível carregar esta parte do aplicativo. Verifique sua conexão.'
    : error.message || 'Erro inesperado.'
  return <ErrorState message={message} />
}
