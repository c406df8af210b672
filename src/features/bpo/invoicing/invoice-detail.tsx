import { Link } from '@tanstack/react-router'
import { FileText } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { InvoiceRow } from '@/contracts/invoicing'
import { formatDate, formatMoney } from '@/lib/format'
import { InvoiceAttachments } from './invoice-attachments'
import { InvoiceStateChip } from './invoice-state-chip'
import { competenciaLabel } from './invoices-list'

type Props = {
  office: number
  invoice: InvoiceRow
  /** Edits of this invoice still in the outbox. */
  pending: boolean
  onClose: () => void
  onIssue: () => void
  onCancel: () => Promise<unknown>
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-sm tabular">{children}</dd>
    </div>
  )
}

/**
 * One invoice: its fields, the receivable an issued one feeds (received through Contas a receber), 'Emitir nota'
 * while pending, 'Cancelar' (with a confirmation; the server refuses once anything was received), and its files.
 */
export function InvoiceDetail({ office, invoice: r, pending, onClose, onIssue, onCancel }: Props) {
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const cancellable = r.situacao === 'pendente_faturamento' || r.situacao === 'a_receber'
  const issued = (r.situacao === 'a_receber' || r.situacao === 'recebida') && r.id_titulo !== null && !pending
  const cancel = async () => {
    setBusy(true)
    try {
      await onCancel()
      setConfirming(false)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {r.numero ? `Nota ${r.numero}` : 'Nota a emitir'} <InvoiceStateChip state={r.situacao} />
            {pending ? <Badge variant="warning">pendente de envio</Badge> : null}
          </DialogTitle>
          <DialogDescription>{r.descricao}</DialogDescription>
        </DialogHeader>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Field label="Cliente">{r.cliente}</Field>
          <Field label="Competência">{competenciaLabel(r.competencia)}</Field>
          <Field label="Valor">{formatMoney(BigInt(r.valor))}</Field>
          <Field label="Vencimento">{formatDate(r.data_vencimento)}</Field>
          <Field label="Emissão">{r.data_emissao ? formatDate(r.data_emissao) : '—'}</Field>
          <Field label="Recebido">{r.recebido === null ? '—' : formatMoney(BigInt(r.recebido))}</Field>
        </dl>
        {r.id_titulo !== null ? (
          <p className="flex items-center gap-1.5 text-sm">
            <FileText className="size-4 text-muted-foreground" aria-hidden />
            Conta a receber:{' '}
            <Link
              to="/bpo/contas_a_receber"
              search={{ titulo: r.id_titulo }}
              className="font-medium text-primary underline-offset-2 hover:underline"
            >
              {`Conta ${r.id_titulo}`}
            </Link>
          </p>
        ) : null}
        {r.id_cobranca !== null ? (
          <p className="text-xs text-muted-foreground">Veio da cobrança {r.id_cobranca} das regras de contratação.</p>
        ) : null}
        {r.situacao === 'pendente_faturamento' || cancellable ? (
          <section aria-label="Ações" className="flex flex-wrap items-center gap-2">
            {r.situacao === 'pendente_faturamento' ? <Button onClick={onIssue}>Emitir nota</Button> : null}
            {cancellable && !confirming ? (
              <Button variant="outline" onClick={() => setConfirming(true)}>
                {r.situacao === 'a_receber' ? 'Cancelar nota' : 'Cancelar'}
              </Button>
            ) : null}
            {confirming ? (
              <span role="alert" className="flex flex-wrap items-center gap-2 text-sm">
                {r.situacao === 'a_receber'
                  ? 'A conta a receber também será cancelada. Confirma?'
                  : 'A nota deixa de ser faturada. Confirma?'}
                <Button variant="destructive" loading={busy} onClick={() => void cancel()}>
                  Confirmar cancelamento
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
                  Voltar
                </Button>
              </span>
            ) : null}
          </section>
        ) : null}
        <InvoiceAttachments office={office} invoice={r.id} issued={issued} />
      </DialogContent>
    </Dialog>
  )
}
