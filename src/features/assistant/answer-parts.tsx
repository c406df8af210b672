import { Brain, Check, Copy, ExternalLink, RotateCcw } from 'lucide-react'
import { useState } from 'react'
import { InAppLink } from '@/components/in-app-link'
import { Button } from '@/components/ui/button'
import type { Source } from '@/contracts/assistant'
import { notify } from '@/lib/notify'

/** The thinking step: what the assistant did before (and while) answering. */
export function ThinkingStep({ steps, active }: { steps: string[]; active: boolean }) {
  if (steps.length === 0) return null
  return (
    <section aria-label="Raciocínio" className="rounded-md border border-dashed bg-muted/40 px-3 py-2 text-xs">
      <p className="mb-1 flex items-center gap-1 font-medium text-muted-foreground">
        <Brain className="size-3.5" aria-hidden />
        {active ? 'Pensando…' : 'Raciocínio'}
      </p>
      <ol className="list-decimal space-y-0.5 pl-5 text-muted-foreground">
        {steps.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps only grow at the end, and may repeat
          <li key={`${i}-${step}`}>{step}</li>
        ))}
      </ol>
    </section>
  )
}

/**
 * Where the figures came from: links into the app (the DRE page with the period, the client list, a client's
 * portfolio). A plain click moves inside the app without reloading it; Ctrl-click still opens a new tab.
 */
export function Sources({ fontes }: { fontes: Source[] }) {
  if (fontes.length === 0) return null
  return (
    <nav aria-label="Fontes" className="flex flex-wrap gap-2 text-xs">
      <span className="text-muted-foreground">Fontes:</span>
      {fontes.map((f) => (
        <InAppLink
          key={f.href}
          href={f.href}
          className="inline-flex items-center gap-1 rounded border px-2 py-0.5 text-brand hover:bg-muted"
        >
          {f.rotulo}
          <ExternalLink className="size-3" aria-hidden />
        </InAppLink>
      ))}
    </nav>
  )
}

export function AnswerActions({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const [copied, setCopied] = useState(false)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      setTimeout(() => setCopied(false), 1500)
    } catch {
      notify({ text: 'Não foi possível copiar a resposta.', color: 'danger' })
    }
  }
  return (
    <div className="flex gap-1">
      <Button variant="ghost" size="sm" onClick={() => void copy()}>
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
        {copied ? 'Copiado' : 'Copiar'}
      </Button>
      {onRetry ? (
        <Button variant="ghost" size="sm" onClick={onRetry}>
          <RotateCcw aria-hidden />
          Tentar novamente
        </Button>
      ) : null}
    </div>
  )
}
