import { Link } from '@tanstack/react-router'
import { ArrowRight, FileText } from 'lucide-react'
import type { ReactNode } from 'react'
import { MessageComposer } from '@/components/message-composer'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import {
  convertibleStates,
  movesFor,
  type RequestRole,
  type RequestState,
  requestKindLabels,
  requestStateInfo,
} from '@/contracts/bpo-request-paths'
import type { RequestRow } from '@/contracts/bpo-requests'
import { formatDate, formatDateTime, formatMoney } from '@/lib/format'
import { useViewReadOnly } from '../../offices/view-as'
import { RequestAttachments } from './request-attachments'
import { RequestConversation } from './request-conversation'
import { RequestStateChip } from './request-state-chip'

type Props = {
  office: number
  request: RequestRow
  role: RequestRole
  /** The request itself is still in the outbox (created offline): the server has no attachments of it yet. */
  unsent: boolean
  pending: boolean
  onClose: () => void
  onReply: (texto: string) => Promise<unknown>
  onMove: (to: RequestState) => Promise<unknown>
  onToBill: () => void
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  )
}

/**
 * One request: its fields, the bill it names (the payable it became, or the one to cancel), the moves the caller's
 * role may make (the server's transition table), the conversation with a reply box and the attachments.
 */
export function RequestDetail({
  office,
  request: r,
  role,
  unsent,
  pending,
  onClose,
  onReply,
  onMove,
  onToBill,
}: Props) {
  const moves = movesFor(r.situacao, role)
  const readOnly = useViewReadOnly()
  const convertible = role === 'equipe' && r.tipo === 'pagamento' && convertibleStates.includes(r.situacao)
  const billMonth = r.data_vencimento?.slice(0, 7)
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-words pr-6">{r.descricao}</DialogTitle>
          <DialogDescription>
            Requisição de {requestKindLabels[r.tipo].toLowerCase()} aberta por {r.criado_por ?? 'você'} em{' '}
            {formatDateTime(r.criado_em)}.
          </DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Field label="Situação">
            <span className="flex flex-wrap items-center gap-1">
              <RequestStateChip state={r.situacao} />
              {pending ? <Badge variant="warning">pendente</Badge> : null}
            </span>
          </Field>
          <Field label="Valor">{r.valor === null ? '—' : formatMoney(BigInt(r.valor))}</Field>
          <Field label="Vencimento">{r.data_vencimento ? formatDate(r.data_vencimento) : '—'}</Field>
          <Field label="Fornecedor">{r.fornecedor ?? '—'}</Field>
        </dl>
        {r.id_titulo !== null ? (
          <p className="flex items-center gap-1.5 text-sm">
            <FileText className="size-4 text-muted-foreground" aria-hidden />
            {r.tipo === 'cancelamento' ? 'Conta a cancelar:' : 'Conta a pagar lançada:'}{' '}
            <Link
              to="/bpo/contas_a_pagar"
              search={billMonth ? { inicio: billMonth, fim: billMonth } : {}}
              className="font-medium text-primary underline-offset-2 hover:underline"
            >
              {r.titulo ?? `Conta ${r.id_titulo}`}
            </Link>
          </p>
        ) : null}
        {moves.length > 0 || convertible ? (
          <section aria-label="Ações" className="grid gap-2">
            <h3 className="text-sm font-medium">Mover para</h3>
            <div className="flex flex-wrap gap-2">
              {convertible ? (
                <Button size="sm" onClick={onToBill}>
                  <FileText aria-hidden /> Lançar conta a pagar
                </Button>
              ) : null}
              {moves.map((to) => (
                <Button key={to} size="sm" variant="outline" onClick={() => void onMove(to)}>
                  <ArrowRight aria-hidden /> {requestStateInfo(to).label}
                </Button>
              ))}
            </div>
          </section>
        ) : null}
        <section aria-label="Mensagens" className="grid gap-2">
          <h3 className="text-sm font-medium">Conversa</h3>
          <RequestConversation messages={r.mensagens} />
          <MessageComposer
            label="Mensagem"
            placeholder="Escreva uma mensagem para a equipe e o escritório"
            maxLength={2000}
            disabledReason={readOnly}
            onSend={(texto) => void onReply(texto)}
          />
        </section>
        <RequestAttachments office={office} request={r.id} saved={!unsent} />
      </DialogContent>
    </Dialog>
  )
}
