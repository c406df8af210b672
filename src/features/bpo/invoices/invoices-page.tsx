import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { FileUpload } from '@/components/file-upload'
import { MonthRangeFilter } from '@/components/month-range-filter'
import { PageHeader } from '@/components/page-header'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { INVOICE_ACCEPT } from '@/contracts/inbox-paths'
import { invoiceModelLabels, invoiceModels } from '@/contracts/invoice-values'
import { useOfflineWithout, useOnlineOnly } from '@/db/online-only'
import { EmptyState, NoOfficeState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { formatCountOf, formatMoney } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useOnline } from '@/lib/online'
import { useSmScreen } from '@/lib/use-media-query'
import { InvoiceDialog } from './invoice-dialog'
import { invoiceQueries, uploadInvoice } from './invoices-data'
import { InvoiceCards, InvoicesTable } from './invoices-list'
import type { InvoicesSearch } from './invoices-search'

type Props = { search: InvoicesSearch; onSearchChange: (patch: Partial<InvoicesSearch>) => void }

/** /bpo/notas_fiscais: NF-e and NFS-e XML files dropped here become payables (or receivables) with their instalments. */
export function InvoicesPage(props: Props) {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title="Notas fiscais"
        description="Importe o XML de NF-e e NFS-e: o fornecedor é cadastrado pelo CNPJ e cada duplicata vira uma conta a pagar (ou a receber, quando o escritório é o emitente)."
      />
      {office === null ? <NoOfficeState /> : <Invoices key={office} office={office} {...props} />}
    </div>
  )
}

function UploadCard({ office }: { office: number }) {
  const queryClient = useQueryClient()
  const onlineOnly = useOnlineOnly()
  return (
    <Card>
      <CardHeader>
        <CardTitle>Importar XML</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        <FileUpload
          label="Arquivos XML de NF-e ou NFS-e"
          accept={INVOICE_ACCEPT}
          multiple
          maxMb={5}
          disabled={onlineOnly.disabled}
          upload={async (file, onProgress) => {
            const n = await uploadInvoice(office, file, onProgress)
            const count = n.titulos.length
            notify({
              text: `Nota ${n.numero} importada: ${formatCountOf(count, 'conta', 'contas')} de ${formatMoney(BigInt(n.valor_liquido))}.`,
              color: 'success',
            })
            void queryClient.invalidateQueries({ queryKey: ['bpo', office, 'titulos'] })
            await queryClient.invalidateQueries({ queryKey: invoiceQueries.all(office) })
          }}
        />
        <p className="text-xs text-muted-foreground">
          {onlineOnly.title ??
            'NF-e 4.00 (com ou sem protocolo), NFS-e do padrão nacional e ABRASF; até 5 MB por arquivo. Um arquivo recusado não lança nada.'}
        </p>
      </CardContent>
    </Card>
  )
}

function Filters({ search, onSearchChange }: Props) {
  const id = useId()
  const [text, setText] = useState(search.busca ?? '')
  useEffect(() => {
    const timer = setTimeout(() => {
      if ((search.busca ?? '') !== text) onSearchChange({ busca: text.trim() || undefined })
    }, 400)
    return () => clearTimeout(timer)
  }, [text, search.busca, onSearchChange])
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(16rem,1.4fr)_repeat(3,minmax(0,1fr))]">
      <MonthRangeFilter
        className="col-span-2 lg:col-span-1"
        startLabel="Emissão de"
        endLabel="até"
        value={{ start: search.inicio ?? null, end: search.fim ?? null }}
        onChange={(v) => onSearchChange({ inicio: v.start ?? undefined, fim: v.end ?? undefined })}
      />
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={`${id}-tipo`}>Tipo</Label>
        <NativeSelect
          id={`${id}-tipo`}
          value={search.tipo ?? ''}
          onChange={(e) => onSearchChange({ tipo: (e.target.value || undefined) as InvoicesSearch['tipo'] })}
        >
          <option value="">Todas</option>
          <option value="pagar">A pagar</option>
          <option value="receber">A receber</option>
        </NativeSelect>
      </div>
      <div className="grid min-w-0 gap-1">
        <Label htmlFor={`${id}-modelo`}>Modelo</Label>
        <NativeSelect
          id={`${id}-modelo`}
          value={search.modelo ?? ''}
          onChange={(e) => onSearchChange({ modelo: (e.target.value || undefined) as InvoicesSearch['modelo'] })}
        >
          <option value="">Todos</option>
          {invoiceModels.map((m) => (
            <option key={m} value={m}>
              {invoiceModelLabels[m]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="col-span-2 grid min-w-0 gap-1 lg:col-span-1">
        <Label htmlFor={`${id}-busca`}>Buscar</Label>
        <Input
          id={`${id}-busca`}
          type="search"
          placeholder="Número, chave, emitente"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
    </div>
  )
}

function Invoices({ office, search, onSearchChange }: Props & { office: number }) {
  const phone = !useSmScreen()
  const online = useOnline()
  const { data, isError, error, refetch } = useQuery({ ...invoiceQueries.list(office, search), enabled: online })
  const unavailable = useOfflineWithout(data)
  const open = (nota: number) => onSearchChange({ nota })

  const body = () => {
    if (isError && !data) return <QueryErrorState message={error.message} onRetry={() => void refetch()} />
    if (unavailable) return <OfflineUnavailable />
    if (!data) return <TableSkeleton rows={6} columns={6} />
    if (data.itens.length === 0)
      return (
        <EmptyState title="Nenhuma nota fiscal encontrada">
          Importe o XML de uma NF-e ou NFS-e acima; as notas que chegam pela caixa de entrada também aparecem aqui.
        </EmptyState>
      )
    return phone ? <InvoiceCards rows={data.itens} onOpen={open} /> : <InvoicesTable rows={data.itens} onOpen={open} />
  }

  return (
    <div className="grid gap-4">
      <UploadCard office={office} />
      <Filters search={search} onSearchChange={onSearchChange} />
      {data ? (
        <p className="text-sm text-muted-foreground tabular" data-testid="notas-quantidade">
          {formatCountOf(data.total, 'nota', 'notas')}
        </p>
      ) : null}
      {body()}
      {search.nota ? (
        <InvoiceDialog office={office} id={search.nota} onClose={() => onSearchChange({ nota: undefined })} />
      ) : null}
    </div>
  )
}
