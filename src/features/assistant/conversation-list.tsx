import { MessageSquarePlus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { Conversation } from '@/contracts/assistant'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format/date'

/** The user's conversations, newest first; 'Carregar mais' raises the limit. */
export function ConversationList({
  conversations,
  more,
  loadingMore,
  selected,
  creating,
  onSelect,
  onNew,
  onMore,
  onDelete,
}: {
  conversations: Conversation[]
  more: boolean
  loadingMore: boolean
  selected: string | null
  creating: boolean
  onSelect: (id: string) => void
  onNew: () => void
  onMore: () => void
  onDelete: (c: Conversation) => void
}) {
  return (
    <nav aria-label="Conversas" className="flex min-h-0 flex-col gap-2">
      <Button onClick={onNew} loading={creating}>
        <MessageSquarePlus aria-hidden />
        Nova conversa
      </Button>
      {conversations.length === 0 ? (
        <p className="px-1 text-sm text-muted-foreground">Nenhuma conversa ainda.</p>
      ) : (
        <ul className="min-h-0 space-y-1 overflow-y-auto">
          {conversations.map((c) => (
            <li key={c.id} className="group flex items-center gap-1">
              <button
                type="button"
                aria-current={c.id === selected ? 'true' : undefined}
                onClick={() => onSelect(c.id)}
                className={cn(
                  'min-w-0 flex-1 rounded-md px-2 py-1.5 text-left hover:bg-muted',
                  c.id === selected && 'bg-muted font-medium',
                )}
              >
                <span className="block truncate text-sm">{c.titulo}</span>
                <span className="block text-xs text-muted-foreground">{formatDateTime(c.data_atualizacao)}</span>
              </button>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Excluir conversa ${c.titulo}`}
                onClick={() => onDelete(c)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {more ? (
        <Button variant="outline" size="sm" onClick={onMore} loading={loadingMore}>
          Carregar mais
        </Button>
      ) : null}
    </nav>
  )
}
