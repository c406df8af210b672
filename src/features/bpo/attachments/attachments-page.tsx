import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { NativeSelect } from '@/components/ui/native-select'
import type { OfficeAttachment } from '@/contracts/bpo-requests'
import { useOfflineWithout } from '@/db/online-only'
import { EmptyState, NoOfficeState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { downloadFile } from '@/lib/api/download'
import { formatCountOf } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useOnline } from '@/lib/online'
import { useSmScreen } from '@/lib/use-media-query'
import { AttachmentPreview } from './attachment-preview'
import { attachmentIndexQueries, fileUrl } from './attachments-data'
import { AttachmentCards, AttachmentsTable } from './attachments-list'
import type { AttachmentsSearch } from './attachments-search'

type Props = { search: AttachmentsSearch; onSearchChange: (patch: Partial<AttachmentsSearch>) => void }

/** /bpo/anexos: every file of the office's bills and requests, with links, download and an in-page preview. */
export function AttachmentsPage(props: Props) {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title="Anexos"
        description="Boletos, notas fiscais e comprovantes das contas e requisições do escritório."
      />
      {office === null ? <NoOfficeState /> : <Attachments key={office} office={office} {...props} />}
    </div>
  )
}

function Attachments({ office, search, onSearchChange }: Props & { office: number }) {
  const phone = !useSmScreen()
  const online = useOnline()
  const { data, isError, error, refetch } = useQuery({
    ...attachmentIndexQueries.list(office, search),
    enabled: online,
  })
  const unavailable = useOfflineWithout(data)
  const [previewing, setPreviewing] = useState<OfficeAttachment | null>(null)
  const download = useMutation({
    mutationFn: (a: OfficeAttachment) =>
      downloadFile(fileUrl(office, a), a.nome_arquivo, 'Não foi possível baixar o anexo.'),
    onError: (e) => notify({ text: e.message, color: 'danger' }),
  })

  const body = () => {
    if (isError && !data) return <QueryErrorState message={error.message} onRetry={() => void refetch()} />
    if (unavailable) return <OfflineUnavailable />
    if (!data) return <TableSkeleton rows={8} columns={6} />
    if (data.length === 0)
      return (
        <EmptyState title="Nenhum anexo encontrado">
          Os arquivos anexados às contas e às requisições aparecem aqui.
        </EmptyState>
      )
    const list = { rows: data, onPreview: setPreviewing, onDownload: (a: OfficeAttachment) => download.mutate(a) }
    return phone ? <AttachmentCards {...list} /> : <AttachmentsTable {...list} />
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <NativeSelect
          aria-label="Origem"
          value={search.origem ?? ''}
          onChange={(e) => onSearchChange({ origem: (e.target.value || undefined) as AttachmentsSearch['origem'] })}
        >
          <option value="">Contas e requisições</option>
          <option value="conta">Contas</option>
          <option value="requisicao">Requisições</option>
        </NativeSelect>
        <NativeSelect
          aria-label="Tipo de arquivo"
          value={search.tipo ?? ''}
          onChange={(e) => onSearchChange({ tipo: (e.target.value || undefined) as AttachmentsSearch['tipo'] })}
        >
          <option value="">Todos os tipos</option>
          <option value="pdf">PDF</option>
          <option value="xml">XML</option>
          <option value="png">PNG</option>
          <option value="jpg">JPG</option>
        </NativeSelect>
        {data ? (
          <p className="text-sm text-muted-foreground tabular" data-testid="anexos-quantidade">
            {formatCountOf(data.length, 'anexo', 'anexos')}
          </p>
        ) : null}
      </div>
      {body()}
      {previewing ? (
        <AttachmentPreview office={office} attachment={previewing} onClose={() => setPreviewing(null)} />
      ) : null}
    </div>
  )
}
