import { Link } from '@tanstack/react-router'
import { Download, Eye } from 'lucide-react'
import { formatFileSize } from '@/components/file-accept'
import { ScrollRegion } from '@/components/scroll-region'
import { Button } from '@/components/ui/button'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import type { OfficeAttachment } from '@/contracts/bpo-requests'
import { formatDateTime } from '@/lib/format'
import { previewable } from './attachments-data'

type Props = {
  rows: OfficeAttachment[]
  onPreview: (a: OfficeAttachment) => void
  onDownload: (a: OfficeAttachment) => void
}

const ROW_HEIGHT = 49
const CARD_HEIGHT = 124
const head = 'sticky top-0 z-10 border-b bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground'
const cell = 'truncate border-b px-3 py-2'
const link = 'block truncate text-primary underline-offset-2 hover:underline'

/** The bill and the request an attachment belongs to, as links to their pages. */
function Links({ a }: { a: OfficeAttachment }) {
  return (
    <span className="grid min-w-0">
      {a.id_titulo !== null ? (
        <Link
          to={a.tipo_titulo === 'receber' ? '/bpo/contas_a_receber' : '/bpo/contas_a_pagar'}
          className={link}
          title={a.titulo ?? undefined}
        >
          Conta: {a.titulo ?? a.id_titulo}
        </Link>
      ) : null}
      {a.id_requisicao !== null ? (
        <Link to="/bpo/requisicoes" search={{ requisicao: a.id_requisicao }} className={link}>
          Requisição: {a.requisicao ?? ''}
        </Link>
      ) : null}
    </span>
  )
}

function Actions({ a, onPreview, onDownload }: { a: OfficeAttachment } & Omit<Props, 'rows'>) {
  return (
    <span className="flex justify-end">
      {previewable(a) ? (
        <Button size="icon" variant="ghost" aria-label={`Visualizar ${a.nome_arquivo}`} onClick={() => onPreview(a)}>
          <Eye aria-hidden />
        </Button>
      ) : null}
      <Button size="icon" variant="ghost" aria-label={`Baixar ${a.nome_arquivo}`} onClick={() => onDownload(a)}>
        <Download aria-hidden />
      </Button>
    </span>
  )
}

const who = (a: OfficeAttachment) => `${a.enviado_por ?? ''} · ${formatDateTime(a.enviado_em)}`

/** Every attachment of the office in a virtualised table. */
export function AttachmentsTable({ rows, onPreview, onDownload }: Props) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({ count: rows.length, rowHeight: ROW_HEIGHT })
  return (
    <ScrollRegion
      ref={scrollRef}
      label="Anexos"
      className="max-h-[calc(100dvh-16rem)] min-h-72 rounded-xl border bg-card shadow-sm"
    >
      <table className="w-full min-w-[56rem] table-fixed border-separate border-spacing-0 text-sm">
        <colgroup>
          <col />
          <col className="w-16" />
          <col className="w-24" />
          <col className="w-64" />
          <col className="w-72" />
          <col className="w-24" />
        </colgroup>
        <thead>
          <tr>
            {['Arquivo', 'Tipo', 'Tamanho', 'Enviado por', 'Vínculo'].map((h) => (
              <th key={h} scope="col" className={head}>
                {h}
              </th>
            ))}
            <th scope="col" className={head}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={6} />
          {items.map((item) => {
            const a = rows[item.index]
            return (
              <tr key={`${a.origem}-${a.id}`} data-testid="anexo" style={{ height: ROW_HEIGHT }}>
                <td className={`${cell} font-medium`} title={a.nome_arquivo}>
                  {a.nome_arquivo}
                </td>
                <td className={`${cell} uppercase`}>{a.tipo}</td>
                <td className={`${cell} tabular`}>{formatFileSize(a.tamanho)}</td>
                <td className={`${cell} text-xs`}>{who(a)}</td>
                <td className={`${cell} text-xs`}>
                  <Links a={a} />
                </td>
                <td className="border-b px-1">
                  <Actions a={a} onPreview={onPreview} onDownload={onDownload} />
                </td>
              </tr>
            )
          })}
          <SpacerRow height={bottom} colSpan={6} />
        </tbody>
      </table>
    </ScrollRegion>
  )
}

/** The attachments on a phone: one card each, virtualised like the table. */
export function AttachmentCards({ rows, onPreview, onDownload }: Props) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({ count: rows.length, rowHeight: CARD_HEIGHT })
  return (
    <ScrollRegion
      ref={scrollRef}
      label="Anexos"
      className="max-h-[calc(100dvh-12rem)] min-h-72 rounded-xl border bg-muted/40"
    >
      <ul aria-label="Anexos" style={{ paddingTop: top, paddingBottom: bottom }} className="grid px-2">
        {items.map((item) => {
          const a = rows[item.index]
          return (
            <li key={`${a.origem}-${a.id}`} data-testid="anexo" style={{ height: CARD_HEIGHT }} className="py-1">
              <div className="grid h-full grid-rows-[auto_auto_1fr] gap-1 rounded-lg border bg-card p-3 text-sm shadow-xs">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="min-w-0 flex-1 truncate font-medium">{a.nome_arquivo}</span>
                  <span className="text-xs uppercase text-muted-foreground">
                    {a.tipo} · {formatFileSize(a.tamanho)}
                  </span>
                </span>
                <span className="truncate text-xs text-muted-foreground">{who(a)}</span>
                <span className="flex min-w-0 items-end justify-between gap-2 text-xs">
                  <Links a={a} />
                  <Actions a={a} onPreview={onPreview} onDownload={onDownload} />
                </span>
              </div>
            </li>
          )
        })}
      </ul>
    </ScrollRegion>
  )
}
