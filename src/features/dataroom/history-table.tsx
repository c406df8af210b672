import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { formatFileSize } from '@/components/file-accept'
import { ScrollRegion } from '@/components/scroll-region'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { VirtualCardList } from '@/components/virtual-card-list'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import type { DataroomUpload } from '@/contracts/dataroom'
import { dataroomPaths, optionOf } from '@/contracts/dataroom-catalogue'
import { downloadFile } from '@/lib/api/download'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format'
import { useSmScreen } from '@/lib/use-media-query'
import { referenceLabel } from './labels'
import { UploadStatusBadge } from './status-badge'

const ROW_HEIGHT = 52
const CARD_HEIGHT = 124
const head = 'sticky top-0 z-10 border-b bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground'
const cell = 'border-b px-3 py-2 align-middle'

type Row = DataroomUpload & { nome_escritorio?: string }
type Props = { rows: readonly Row[]; showOffice?: boolean }

/**
 * The uploads, newest first, every version with its own download (virtualised: years of history stay light).
 * A table from 640 px on; on a phone one card per upload, so the status and the download show without scrolling
 * sideways.
 */
export function HistoryTable(props: Props) {
  return useSmScreen() ? <UploadsTable {...props} /> : <UploadCards {...props} />
}

const useDownload = () =>
  useMutation({
    mutationFn: (row: Row) =>
      downloadFile(
        dataroomPaths.download(row.id_escritorio, row.id),
        row.nome_arquivo,
        'Não foi possível baixar o arquivo.',
      ),
  })

function DownloadButton({ row, onDownload }: { row: Row; onDownload: (row: Row) => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Baixar ${row.nome_arquivo} (versão ${row.versao})`}
      title="Baixar"
      onClick={() => onDownload(row)}
    >
      <Download aria-hidden />
    </Button>
  )
}

function VersionBadge({ row }: { row: Row }) {
  return (
    <Badge variant={row.atual ? 'info' : 'muted'} title={row.atual ? 'Versão atual' : 'Versão anterior'}>
      v{row.versao}
    </Badge>
  )
}

function UploadCards({ rows, showOffice = false }: Props) {
  const download = useDownload()
  return (
    <VirtualCardList
      label="Histórico de envios"
      rows={rows}
      keyOf={(row) => row.id}
      cardHeight={CARD_HEIGHT}
      itemTestId="envio"
      className="max-h-[calc(100dvh-14rem)]"
      renderCard={(row) => (
        <div className="grid h-full content-start gap-1 rounded-lg border bg-card px-3 py-2 text-sm shadow-xs">
          <div className="flex min-w-0 items-center gap-2">
            <span className="min-w-0 flex-1 truncate font-medium" title={row.nome_arquivo}>
              {row.nome_arquivo}
            </span>
            <VersionBadge row={row} />
            <DownloadButton row={row} onDownload={download.mutate} />
          </div>
          <p className="truncate text-xs text-muted-foreground">
            {[
              showOffice ? row.nome_escritorio : null,
              optionOf(row.categoria, row.opcao)?.titulo ?? row.opcao,
              referenceLabel(row.periodicidade, row.referencia),
              formatFileSize(row.tamanho),
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="truncate text-xs text-muted-foreground">
            {row.enviado_por} · {formatDateTime(row.enviado_em)}
          </p>
          <div className="flex min-w-0 items-center gap-2">
            <UploadStatusBadge status={row.status} />
            {row.mensagem ? (
              <span
                className={cn('truncate text-xs', row.status === 'erro' ? 'text-danger' : 'text-muted-foreground')}
                title={row.mensagem}
              >
                {row.mensagem}
              </span>
            ) : null}
          </div>
        </div>
      )}
    />
  )
}

function UploadsTable({ rows, showOffice = false }: Props) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({ count: rows.length, rowHeight: ROW_HEIGHT })
  const download = useDownload()
  const colSpan = showOffice ? 9 : 8
  return (
    <ScrollRegion
      ref={scrollRef}
      label="Histórico de envios"
      className="max-h-[calc(100dvh-14rem)] min-h-48 rounded-xl border bg-card shadow-sm"
    >
      <table
        className="w-full min-w-max table-fixed border-separate border-spacing-0 text-sm"
        aria-label="Histórico de envios"
        aria-rowcount={rows.length + 1}
      >
        <thead>
          <tr>
            {showOffice ? <th className={cn(head, 'w-48')}>Escritório</th> : null}
            <th className={cn(head, 'w-56')}>Arquivo</th>
            <th className={cn(head, 'w-40')}>Opção</th>
            <th className={cn(head, 'w-24')}>Referência</th>
            <th className={cn(head, 'w-40')}>Enviado por</th>
            <th className={cn(head, 'w-36')}>Enviado em</th>
            <th className={cn(head, 'w-28')}>Situação</th>
            <th className={cn(head, 'w-48')}>Mensagem</th>
            <th className={cn(head, 'w-14')}>
              <span className="sr-only">Baixar</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={colSpan} />
          {items.map((item) => {
            const row = rows[item.index]
            if (!row) return null
            const option = optionOf(row.categoria, row.opcao)
            return (
              <tr key={row.id} aria-rowindex={item.index + 2} data-testid="envio" style={{ height: ROW_HEIGHT }}>
                {showOffice ? (
                  <td className={cn(cell, 'truncate')} title={row.nome_escritorio}>
                    {row.nome_escritorio}
                  </td>
                ) : null}
                <td className={cell}>
                  <div className="flex min-w-0 items-center gap-2">
                    <span className="truncate font-medium" title={row.nome_arquivo}>
                      {row.nome_arquivo}
                    </span>
                    <VersionBadge row={row} />
                  </div>
                  <span className="text-xs text-muted-foreground">{formatFileSize(row.tamanho)}</span>
                </td>
                <td className={cn(cell, 'truncate')} title={option?.titulo ?? row.opcao}>
                  {option?.titulo ?? row.opcao}
                </td>
                <td className={cn(cell, 'tabular')}>{referenceLabel(row.periodicidade, row.referencia)}</td>
                <td className={cn(cell, 'truncate')} title={row.enviado_por}>
                  {row.enviado_por}
                </td>
                <td className={cn(cell, 'tabular')}>{formatDateTime(row.enviado_em)}</td>
                <td className={cell}>
                  <UploadStatusBadge status={row.status} />
                </td>
                <td
                  className={cn(cell, 'truncate', row.status === 'erro' && 'text-danger')}
                  title={row.mensagem ?? undefined}
                >
                  {row.mensagem ?? '—'}
                </td>
                <td className={cn(cell, 'text-right')}>
                  <DownloadButton row={row} onDownload={download.mutate} />
                </td>
              </tr>
            )
          })}
          <SpacerRow height={bottom} colSpan={colSpan} />
        </tbody>
      </table>
    </ScrollRegion>
  )
}
