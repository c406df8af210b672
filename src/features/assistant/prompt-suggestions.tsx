import { Sparkles } from 'lucide-react'
import { managerPromptSuggestions, promptSuggestions } from '@/contracts/assistant'
import { useSession } from '@/features/session/session-store'

/** An empty conversation offers questions the assistant answers with the office's own data. */
export function PromptSuggestions({ disabled, onPick }: { disabled: boolean; onPick: (text: string) => void }) {
  const user = useSession()
  const manager = Boolean(user?.IS_EQUIPE || user?.IS_GESTOR)
  const suggestions = manager ? [...promptSuggestions, ...managerPromptSuggestions] : promptSuggestions
  return (
    <section aria-label="Sugestões de perguntas" className="space-y-3 py-6 text-center">
      <Sparkles className="mx-auto size-8 text-brand" aria-hidden />
      <p className="font-medium">Como posso ajudar?</p>
      <div className="mx-auto grid max-w-2xl gap-2 sm:grid-cols-2">
        {suggestions.map((text) => (
          <button
            key={text}
            type="button"
            disabled={disabled}
            onClick={() => onPick(text)}
            className="rounded-lg border bg-card px-3 py-2 text-left text-sm hover:bg-muted disabled:opacity-50"
          >
            {text}
          </button>
        ))}
      </div>
    </section>
  )
}
