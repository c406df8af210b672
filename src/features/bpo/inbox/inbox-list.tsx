import { Paperclip } from 'lucide-react'
import { ScrollRegion } from '@/components/scroll-region'
import { VirtualCardList } from '@/components/virtual-card-list'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import type { EmailTag, InboxMessage } from '@/contracts/inbox'
import { formatCountOf, formatDateTime } from '@/lib/format'
import { ReadingBadge, TagChip } from './reading-badge'

type Props = {
  rows: InboxMessage[]
  tags: EmailTag[]
  onOpen: (id: number) => void
  onVerify: (m: InboxMessage, verificado: boolean) => void
}

const ROW_HEIGHT = 64
const CARD_HEIGHT = 150
const head = 'sticky top-0 z-10 border-b bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground'
const cell = 'border-b px-3 py-2 align-top'

function Tags({ m, tags }: { m: InboxMessage; tags: EmailTag[] }) {
  return (
    <span className="flex min-w-0 flex-wrap content-start items-start gap-1">
      {m.tags.map((id) => {
        const tag = tags.find((t) => t.id === id)
        return tag ? <TagChip key={id} tag={tag} /> : null
      })}
      {m.leituras.map((l) => (
        <ReadingBadge key={l} leitura={l} />
      ))}
    </span>
  )
}

function Verified({ m, onVerify }: { m: InboxMessage; onVerify: Props['onVerify'] }) {
  return (
    <input
      type="checkbox"
      className="size-4 accent-brand"
      checked={m.verificado}
      aria-label={`Verificada: ${m.assunto}`}
      onChange={(e) => onVerify(m, e.target.checked)}
    />
  )
}

function Subject({ m, onOpen }: { m: InboxMessage; onOpen: Props['onOpen'] }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(m.id)}
      className={`block w-full truncate text-left text-primary underline-offset-2 hover:underline ${m.verificado ? '' : 'font-semibold'}`}
      title={m.assunto}
    >
      {m.assunto}
    </button>
  )
}

/** The inbox's messages in a virtualised table. */
export function InboxTable({ rows, tags, onOpen, onVerify }: Props) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({ count: rows.length, rowHeight: ROW_HEIGHT })
  return (
    <ScrollRegion
      ref={scrollRef}
      label="Mensagens"
      className="max-h-[calc(100dvh-20rem)] min-h-72 rounded-xl border bg-card shadow-sm"
    >
      <table className="w-full min-w-[60rem] table-fixed border-separate border-spacing-0 text-sm">
        <colgroup>
          <col className="w-24" />
          <col className="w-60" />
          <col />
          <col className="w-72" />
          <col className="w-36" />
        </colgroup>
        <thead>
          <tr>
            {['Verificada', 'De', 'Assunto', 'Etiquetas e leitura', 'Recebida'].map((h) => (
              <th key={h} scope="col" className={head}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={5} />
          {items.map((item) => {
            const m = rows[item.index]
            return (
              <tr key={m.id} data-testid="mensagem" style={{ height: ROW_HEIGHT }}>
                <td className={`${cell} text-center`}>
                  <Verified m={m} onVerify={onVerify} />
                </td>
                <td className={cell}>
                  <span className="block truncate" title={m.de}>
                    {m.de}
                  </span>
                </td>
                <td className={cell}>
                  <Subject m={m} onOpen={onOpen} />
                  {m.anexos > 0 ? (
                    <span className="flex items-center gap-1 text-xs text-muted-foreground">
                      <Paperclip className="size-3" aria-hidden /> {formatCountOf(m.anexos, 'anexo', 'anexos')}
                    </span>
                  ) : null}
                </td>
                <td className={`${cell} overflow-hidden`}>
                  <Tags m={m} tags={tags} />
                </td>
                <td className={`${cell} tabular text-xs`}>{formatDateTime(m.recebido_em)}</td>
              </tr>
            )
          })}
          <SpacerRow height={bottom} colSpan={5} />
        </tbody>
      </table>
    </ScrollRegion>
  )
}

/** The messages on a phone: one card each, virtualised like the table. */
export function InboxCards({ rows, tags, onOpen, onVerify }: Props) {
  return (
    <VirtualCardList
      label="Mensagens"
      rows={rows}
      keyOf={(m) => m.id}
      cardHeight={CARD_HEIGHT}
      itemTestId="mensagem"
      className="max-h-[calc(100dvh-14rem)]"
      renderCard={(m) => (
        <div className="grid h-full grid-rows-[auto_auto_1fr] gap-1 overflow-hidden rounded-lg border bg-card p-3 text-sm shadow-xs">
          <span className="flex min-w-0 items-center gap-2">
            <Verified m={m} onVerify={onVerify} />
            <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground">{m.de}</span>
            <span className="shrink-0 text-xs tabular text-muted-foreground">{formatDateTime(m.recebido_em)}</span>
          </span>
          <Subject m={m} onOpen={onOpen} />
          <Tags m={m} tags={tags} />
        </div>
      )}
    />
  )
}
