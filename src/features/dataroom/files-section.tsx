import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Download, WifiOff } from 'lucide-react'
import { formatFileSize } from '@/components/file-accept'
import { FileUpload } from '@/components/file-upload'
import { ScrollRegion } from '@/components/scroll-region'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import type { DataroomFile } from '@/contracts/dataroom'
import {
  DATAROOM_MAX_MB,
  type DataroomFileKind,
  dataroomFileKinds,
  dataroomFilePaths,
} from '@/contracts/dataroom-catalogue'
import { useSession } from '@/features/session/session-store'
import { downloadFile } from '@/lib/api/download'
import { uploadFile } from '@/lib/api/upload'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format'
import { useOnline } from '@/lib/online'
import { roleFromFlags } from '@/lib/roles'
import { dataroomQueries } from './queries'
import { QueryStates } from './query-states'

type Props = { office: number; kind: DataroomFileKind; title: string; description: string; empty: string }

/**
 * A repository or strategy-base area: the drop zone (only for the roles that may send: staff, and the gestor for
 * the strategy bases) and every version of every file with who sent it, when, and its download.
 */
export function FilesSection({ office, kind, title, description, empty }: Props) {
  const user = useSession()
  const role = user ? roleFromFlags(user) : undefined
  const def = dataroomFileKinds[kind]
  const canSend = role !== undefined && (def.enviam as readonly string[]).includes(role)
  const query = useQuery(dataroomQueries.files(office, kind))
  return (
    <section className="grid grid-cols-1 gap-3" aria-label={title}>
      <Card>
        <CardHeader>
          <CardTitle className="text-base text-foreground">{title}</CardTitle>
          <p className="text-sm text-muted-foreground">{description}</p>
        </CardHeader>
        {canSend ? (
          <CardContent>
            <SendFile office={office} kind={kind} />
          </CardContent>
        ) : null}
      </Card>
      <QueryStates query={query} empty={empty} columns={5}>
        {(rows) => <FilesTable office={office} kind={kind} rows={rows} label={title} />}
      </QueryStates>
    </section>
  )
}

function SendFile({ office, kind }: { office: number; kind: DataroomFileKind }) {
  const online = useOnline()
  const queryClient = useQueryClient()
  const types = dataroomFileKinds[kind].tipos
  return (
    <div className="grid grid-cols-1 gap-3">
      {online ? null : (
        <p
          className="flex items-center gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
          role="status"
        >
          <WifiOff className="size-4 shrink-0 text-warning" aria-hidden />
          Envios precisam de conexão com a internet; a lista abaixo continua disponível.
        </p>
      )}
      <FileUpload
        label={`Arquivo (${types.map((t) => t.toUpperCase()).join(', ')})`}
        accept={types.map((t) => `.${t}`).join(',')}
        maxMb={DATAROOM_MAX_MB}
        disabled={!online}
        upload={async (file, onProgress) => {
          await uploadFile(dataroomFilePaths.list(office, kind), file, { onProgress })
          await queryClient.invalidateQueries({ queryKey: dataroomQueries.files(office, kind).queryKey })
        }}
      />
    </div>
  )
}

const ROW_HEIGHT = 52
const head = 'sticky top-0 z-10 border-b bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground'
const cell = 'border-b px-3 py-2 align-middle'

/** Every version, newest first (virtualised: a long repository stays light). */
function FilesTable({
  office,
  kind,
  rows,
  label,
}: {
  office: number
  kind: DataroomFileKind
  rows: readonly DataroomFile[]
  label: string
}) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({ count: rows.length, rowHeight: ROW_HEIGHT })
  const download = useMutation({
    mutationFn: (row: DataroomFile) =>
      downloadFile(
        dataroomFilePaths.download(office, kind, row.id),
        row.nome_arquivo,
        'Não foi possível baixar o arquivo.',
      ),
  })
  return (
    <ScrollRegion
      ref={scrollRef}
      label={`Arquivos · ${label}`}
      className="max-h-[calc(100dvh-14rem)] min-h-32 rounded-xl border bg-card shadow-sm"
    >
      <table
        className="w-full min-w-max table-fixed border-separate border-spacing-0 text-sm"
        aria-label={`Arquivos · ${label}`}
        aria-rowcount={rows.length + 1}
      >
        <thead>
          <tr>
            <th className={cn(head, 'w-72')}>Arquivo</th>
            <th className={cn(head, 'w-48')}>Enviado por</th>
            <th className={cn(head, 'w-36')}>Enviado em</th>
            <th className={cn(head, 'w-24 text-right')}>Tamanho</th>
            <th className={cn(head, 'w-14')}>
              <span className="sr-only">Baixar</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={5} />
          {items.map((item) => {
            const row = rows[item.index]
            if (!row) return null
            return (
              <tr key={row.id} aria-rowindex={item.index + 2} data-testid="arquivo" style={{ height: ROW_HEIGHT }}>
                <td className={cell}>
                  <div className="flex min-w-0 items-center gap-2">
                    <span className="truncate font-medium" title={row.nome_arquivo}>
                      {row.nome_arquivo}
                    </span>
                    <Badge
                      variant={row.atual ? 'info' : 'muted'}
                      title={row.atual ? 'Versão atual' : 'Versão anterior'}
                    >
                      v{row.versao}
                    </Badge>
                  </div>
                </td>
                <td className={cn(cell, 'truncate')} title={row.enviado_por}>
                  {row.enviado_por}
                </td>
                <td className={cn(cell, 'tabular')}>{formatDateTime(row.enviado_em)}</td>
                <td className={cn(cell, 'text-right tabular')}>{formatFileSize(row.tamanho)}</td>
                <td className={cn(cell, 'text-right')}>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Baixar ${row.nome_arquivo} (versão ${row.versao})`}
                    title="Baixar"
                    onClick={() => download.mutate(row)}
                  >
                    <Download aria-hidden />
                  </Button>
                </td>
              </tr>
            )
          })}
          <SpacerRow height={bottom} colSpan={5} />
        </tbody>
      </table>
    </ScrollRegion>
  )
}
