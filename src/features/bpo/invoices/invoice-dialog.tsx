import { useMutation, useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import { invoicePaths } from '@/contracts/inbox-paths'
import { invoiceModelLabels } from '@/contracts/invoice-values'
import type { InvoiceDetail } from '@/contracts/invoices'
import { downloadFile } from '@/lib/api/download'
import { formatDate, formatMoney } from '@/lib/format'
import { formatAccessKey } from '@/lib/nfe-key'
import { notify } from '@/lib/notify'
import { BillLinks } from './bill-links'
import { invoiceQueries } from './invoices-data'

const money = (v: string) => formatMoney(BigInt(v))
const th = 'border-b px-2 py-1.5 text-left text-xs font-semibold text-muted-foreground'
const td = 'border-b px-2 py-1.5'

function Party({ title, p }: { title: string; p: InvoiceDetail['emitente'] }) {
  return (
    <div className="min-w-0">
      <p className="text-xs text-muted-foreground">{title}</p>
      <p className="truncate font-medium">{p.nome ?? '—'}</p>
      <p className="text-xs tabular">{p.documento ?? ''}</p>
    </div>
  )
}

function Detail({ office, n }: { office: number; n: InvoiceDetail }) {
  const download = useMutation({
    mutationFn: () => downloadFile(invoicePaths.file(office, n.id), n.nome_arquivo, 'Não foi possível baixar o XML.'),
    onError: (e) => notify({ text: e.message, color: 'danger' }),
  })
  const taxes = Object.entries(n.impostos)
  return (
    <div className="grid gap-4 text-sm">
      <div className="grid gap-3 sm:grid-cols-2">
        <Party title="Emitente" p={n.emitente} />
        <Party title="Tomador / destinatário" p={n.tomador} />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        <dt className="text-xs text-muted-foreground">Emissão</dt>
        <dd className="tabular">{formatDate(n.data_emissao)}</dd>
        <dt className="text-xs text-muted-foreground">Competência</dt>
        <dd className="tabular">{formatDate(n.data_competencia)}</dd>
        <dt className="text-xs text-muted-foreground">Valor total</dt>
        <dd className="tabular font-medium">{money(n.valor_total)}</dd>
        <dt className="text-xs text-muted-foreground">A pagar/receber</dt>
        <dd className="tabular">{money(n.valor_liquido)}</dd>
      </dl>
      <p className="break-all font-mono text-xs text-muted-foreground">
        {n.modelo === 'nfe' ? `Chave ${formatAccessKey(n.chave)}` : `Identificação ${n.chave}`}
        {n.protocolo ? ` · ${n.modelo === 'nfe' ? 'Protocolo' : 'Código de verificação'} ${n.protocolo}` : ''}
      </p>
      <section aria-label="Itens" className="overflow-x-auto rounded-lg border">
        <table className="w-full min-w-[28rem] border-separate border-spacing-0">
          <thead>
            <tr>
              <th className={th}>Item</th>
              <th className={`${th} text-right`}>Qtd.</th>
              <th className={`${th} text-right`}>Valor</th>
            </tr>
          </thead>
          <tbody>
            {n.itens.map((it, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's items are fixed, in the XML's order.
              <tr key={`${it.codigo}-${i}`} data-testid="item-nota">
                <td className={td}>
                  {it.descricao}
                  {it.codigo ? <span className="block text-xs text-muted-foreground">{it.codigo}</span> : null}
                </td>
                <td className={`${td} text-right tabular`}>
                  {it.quantidade ? Number(it.quantidade).toLocaleString('pt-BR') : ''} {it.unidade ?? ''}
                </td>
                <td className={`${td} text-right tabular`}>{money(it.valor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {taxes.length > 0 ? (
        <p className="text-xs">
          <span className="text-muted-foreground">Impostos: </span>
          {taxes.map(([name, v]) => `${name} ${money(v)}`).join(' · ')}
        </p>
      ) : null}
      <section aria-label="Parcelas e contas" className="grid gap-2">
        <h3 className="text-sm font-semibold">
          {n.parcelas.length > 0 ? `Duplicatas (${n.parcelas.length})` : 'Conta lançada'}
        </h3>
        <BillLinks bills={n.titulos} />
      </section>
      <div className="flex justify-end">
        <Button variant="outline" size="sm" onClick={() => download.mutate()} disabled={download.isPending}>
          <Download aria-hidden /> Baixar XML
        </Button>
      </div>
    </div>
  )
}

/** One invoice: parties, dates, items, taxes, instalments and the bills made from them. */
export function InvoiceDialog({ office, id, onClose }: { office: number; id: number; onClose: () => void }) {
  const { data, isError, error } = useQuery(invoiceQueries.one(office, id))
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{data ? `${invoiceModelLabels[data.modelo]} ${data.numero}` : 'Nota fiscal'}</DialogTitle>
          <DialogDescription>{data ? data.nome_arquivo : 'Carregando a nota…'}</DialogDescription>
        </DialogHeader>
        {isError ? <p className="text-sm text-danger">{error.message}</p> : null}
        {data ? <Detail office={office} n={data} /> : isError ? null : <Skeleton className="h-64" />}
      </DialogContent>
    </Dialog>
  )
}
