import { Sparkles } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { applyUpdate, useUpdateAvailable } from './service-worker'

/** 'Nova versão disponível' with an update button (prompt mode: the user decides when to reload). */
export function UpdatePrompt() {
  const available = useUpdateAvailable()
  if (!available) return null
  return (
    <div
      className="fixed bottom-4 right-4 z-[65] flex items-center gap-3 rounded-lg border bg-card px-4 py-3 shadow-lg"
      role="status"
    >
      <Sparkles className="size-4 text-brand" aria-hidden />
      <span className="text-sm font-medium">Nova versão disponível</span>
      <Button size="sm" onClick={applyUpdate}>
        Atualizar
      </Button>
    </div>
  )
}
