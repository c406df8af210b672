import { useQuery } from '@tanstack/react-query'
import { PanelLeft } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { openModal } from '@/components/dialogs/modal-store'
import { MessageComposer } from '@/components/message-composer'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet'
import {
  ASSISTANT_NOT_CONFIGURED,
  ASSISTANT_UNAVAILABLE,
  CONVERSATION_PAGE,
  type Conversation,
  MAX_QUESTION_CHARS,
} from '@/contracts/assistant'
import { currentOfficeStore } from '../offices/office-store'
import { useViewReadOnly } from '../offices/view-as'
import { ErrorState } from '../shell/page-states'
import { assistantQueries, useDeleteConversation, useNewConversation } from './assistant-api'
import { ConversationList } from './conversation-list'
import { MessageList } from './message-list'
import { PromptSuggestions } from './prompt-suggestions'
import { useAnswer } from './use-answer'

type Props = { conversa: string | null; onSelect: (id: string | null) => void }

/** /aawz-intelligence/chat-ia: the AI assistant over the office's own data. */
export function ChatPage(props: Props) {
  const office = currentOfficeStore.use()
  if (!office) return <p className="text-sm text-muted-foreground">Selecione um escritório no topo da página.</p>
  return <Chat officeId={office.id} officeName={office.nome} {...props} />
}

function Chat({ officeId, officeName, conversa, onSelect }: Props & { officeId: number; officeName: string }) {
  const [limite, setLimite] = useState(CONVERSATION_PAGE)
  const [listOpen, setListOpen] = useState(false)
  const status = useQuery(assistantQueries.status(officeId))
  const list = useQuery(assistantQueries.conversations(officeId, limite))
  const messages = useQuery({ ...assistantQueries.messages(officeId, conversa ?? ''), enabled: conversa !== null })
  const create = useNewConversation(officeId)
  const remove = useDeleteConversation(officeId)
  const answer = useAnswer(officeId)
  const streaming = answer.live?.emAndamento ?? false
  const bottom = useRef<HTMLDivElement>(null)
  const readOnly = useViewReadOnly()

  const scrollKey = `${messages.data?.length ?? 0}:${answer.live?.resposta.length ?? 0}:${answer.live?.pensamento.length ?? 0}`
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the answer as it grows
  useEffect(() => {
    // A block body: Chromium's scrollIntoView now returns a promise, which React would take for a cleanup.
    bottom.current?.scrollIntoView({ block: 'end' })
  }, [scrollKey])

  // Not configured: the notice above the conversation explains; the send box says only that it is unavailable.
  const disabledReason = status.isPending
    ? 'Verificando o assistente…'
    : status.data?.configurado === false
      ? ASSISTANT_UNAVAILABLE
      : status.isError
        ? status.error.message
        : null

  const select = (id: string | null) => {
    // Another conversation: the answer streaming here stops (the server keeps what was said).
    if (id !== conversa) answer.stop()
    setListOpen(false)
    onSelect(id)
  }
  const send = async (texto: string) => {
    const id = conversa ?? (await create.mutateAsync()).id
    if (id !== conversa) onSelect(id)
    await answer.ask(id, texto)
  }
  const confirmDelete = (c: Conversation) =>
    void openModal({
      title: 'Excluir conversa?',
      text: `“${c.titulo}” e todas as suas mensagens serão excluídas.`,
      buttons: [
        { text: 'Cancelar', variant: 'outline' },
        {
          text: 'Excluir',
          variant: 'destructive',
          action: async () => {
            await remove.mutateAsync(c.id)
            if (c.id === conversa) select(null)
          },
        },
      ],
    })

  const conversationList = (
    <ConversationList
      conversations={list.data?.conversas ?? []}
      more={list.data?.mais ?? false}
      loadingMore={list.isFetching && list.isPlaceholderData}
      selected={conversa}
      creating={create.isPending}
      onSelect={select}
      onNew={() => void create.mutateAsync().then((c) => select(c.id))}
      onMore={() => setLimite((n) => n + CONVERSATION_PAGE)}
      onDelete={confirmDelete}
    />
  )
  const empty = !conversa || (messages.data?.length === 0 && !answer.live)

  return (
    <div className="flex h-[calc(100dvh-8rem)] min-h-[28rem] flex-col">
      <PageHeader
        title="AAWZ Intelligence"
        description={`Assistente com os dados de ${officeName}`}
        actions={
          <Button variant="outline" className="lg:hidden" onClick={() => setListOpen(true)}>
            <PanelLeft aria-hidden />
            Conversas
          </Button>
        }
      />
      <div className="flex min-h-0 flex-1 gap-4">
        <aside className="hidden w-64 shrink-0 lg:flex lg:flex-col">{conversationList}</aside>
        <Sheet open={listOpen} onOpenChange={setListOpen}>
          <SheetContent side="left" className="w-72 p-4">
            <SheetTitle className="mb-3 font-semibold">Conversas</SheetTitle>
            {conversationList}
          </SheetContent>
        </Sheet>
        <section aria-label="Conversa" className="flex min-w-0 flex-1 flex-col gap-3">
          {status.data?.configurado === false ? (
            <p role="status" className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm">
              {ASSISTANT_NOT_CONFIGURED}
            </p>
          ) : null}
          <div className="min-h-0 flex-1 overflow-y-auto pr-1">
            {messages.isError ? <ErrorState message={messages.error.message} /> : null}
            {empty ? (
              <PromptSuggestions disabled={disabledReason !== null || streaming} onPick={(t) => void send(t)} />
            ) : null}
            {conversa ? (
              <MessageList
                messages={messages.data ?? []}
                live={answer.live}
                onRetry={disabledReason ? undefined : () => void answer.retry(conversa)}
              />
            ) : null}
            <div ref={bottom} />
          </div>
          <MessageComposer
            label="Pergunta"
            placeholder="Pergunte sobre a DRE ou os clientes do escritório…"
            maxLength={MAX_QUESTION_CHARS}
            disabledReason={readOnly ?? disabledReason}
            streaming={streaming}
            onSend={(t) => void send(t)}
            onStop={answer.stop}
          />
        </section>
      </div>
    </div>
  )
}
