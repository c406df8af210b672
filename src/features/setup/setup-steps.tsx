import { Check } from 'lucide-react'
import type { SetupState } from '@/contracts/validation'
import { setupSteps } from '@/contracts/validation-paths'
import { cn } from '@/lib/cn'

/** The set-up's steps in order: done ones checked, the current one highlighted. */
export function SetupSteps({ state }: { state: SetupState }) {
  return (
    <ol className="mb-6 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Etapas da parametrização">
      {setupSteps.map((step, i) => {
        const done = state.etapas.find((e) => e.etapa === step.etapa)?.concluida ?? false
        const current = state.atual === step.etapa
        return (
          <li
            key={step.etapa}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-2 rounded-lg border px-3 py-2 text-sm',
              current && 'border-brand bg-brand/10 font-medium',
              done && 'text-muted-foreground',
            )}
          >
            <span
              className={cn(
                'grid size-6 shrink-0 place-items-center rounded-full border text-xs',
                done && 'border-success bg-success text-white',
              )}
            >
              {done ? <Check className="size-3.5" aria-label="concluída" /> : i + 1}
            </span>
            {step.titulo}
          </li>
        )
      })}
    </ol>
  )
}
