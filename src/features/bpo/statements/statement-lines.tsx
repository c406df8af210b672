import { useState } from 'react'
import { ScrollRegion } from '@/components/scroll-region'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { VirtualCardList } from '@/components/virtual-card-list'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import type { Candidate, StatementLineRow } from '@/contracts/bpo-statements'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format/date'
import { formatMoney } from '@/lib/format/money'
import { useSmScreen } from '@/lib/use-media-query'

const ROW = 64
const CARD_HEIGHT = 148
const kindLabel: Record<Candidate['tipo'], string> = {
  titulo: 'Conta',
  lancamento: 'Lançamento',
  transferencia: 'Transferência',
  regra: 'Regra',
}
const candidateText = (c: Candidate) =>
  `${kindLabel[c.tipo]}: ${c.descricao}${c.data ? ` · ${formatDate(c.data)}` : ''}${c.contraparte && c.tipo !== 'regra' ? ' · contraparte confere' : ''}`

type Actions = {
  busy: number | null
  onReconcile: (line: StatementLineRow, candidate: Candidate) => void
  onCreate: (line: StatementLineRow, rule: Candidate | null) => void
  onUndo: (line: StatementLineRow) => void
}
type Props = Actions & { rows: StatementLineRow[] }

/**
 * The account's statement lines (virtualized): what each was reconciled with, or its candidates and actions.
 * A table from 640 px on; on a phone one card per line, so the value and the actions show without scrolling sideways.
 */
export function StatementLines(props: Props) {
  return useSmScreen() ? <LinesTable {...props} /> : <LineCards {...props} />
}

function LinesTable({ rows, ...actions }: Props) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({ count: rows.length, rowHeight: ROW })
  return (
    <ScrollRegion
      label="Linhas do extrato"
      ref={scrollRef}
      className="max-h-[65dvh] rounded-xl border bg-card shadow-sm"
    >
      <table className="w-full min-w-[760px] text-sm">
        <thead className="sticky top-0 z-10 bg-card shadow-[0_1px_0_var(--border)]">
          <tr className="text-left text-xs text-muted-foreground">
            <th className="w-24 px-3 py-2 font-medium">Data</th>
            <th className="px-3 py-2 font-medium">Histórico</th>
            <th className="w-32 px-3 py-2 text-right font-medium">Valor</th>
            <th className="px-3 py-2 font-medium">Conciliação</th>
            <th className="w-56 px-3 py-2 text-right font-medium">Ações</th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={5} />
          {items.map((item) => (
            <LineRow key={rows[item.index].id} line={rows[item.index]} {...actions} />
          ))}
          <SpacerRow height={bottom} colSpan={5} />
        </tbody>
      </table>
    </ScrollRegion>
  )
}

function LineCards({ rows, ...actions }: Props) {
  return (
    <VirtualCardList
      label="Linhas do extrato"
      rows={rows}
      keyOf={(line) => line.id}
      cardHeight={CARD_HEIGHT}
      itemTestId="linha-extrato"
      className="max-h-[calc(100dvh-12rem)]"
      renderCard={(line) => <LineCard line={line} {...actions} />}
    />
  )
}

type LineProps = Actions & { line: StatementLineRow }

/** A line's candidates: the bills and entries it may be, the rule that would create its entry, the one chosen. */
function useLineChoice(line: StatementLineRow) {
  const matches = line.candidatos.filter((c) => c.tipo !== 'regra')
  const rule = line.candidatos.find((c) => c.tipo === 'regra') ?? null
  const [picked, setPicked] = useState(0)
  const chosen = line.sugestao && line.sugestao.tipo !== 'regra' ? line.sugestao : (matches[picked] ?? null)
  return { matches, rule, picked, setPicked, chosen }
}
type Choice = ReturnType<typeof useLineChoice>

function LineRow({ line, ...actions }: LineProps) {
  const choice = useLineChoice(line)
  return (
    <tr className="border-b last:border-0" style={{ height: ROW }} data-testid="linha-extrato">
      <td className="px-3 tabular">{formatDate(line.data)}</td>
      <td className="max-w-[16rem] truncate px-3" title={line.descricao}>
        {line.descricao}
      </td>
      <td className="px-3 text-right">
        <LineValue line={line} />
      </td>
      <td className="max-w-[18rem] px-3 text-xs">
        <Reconciliation line={line} choice={choice} />
      </td>
      <td className="px-3 text-right">
        <LineActions line={line} choice={choice} {...actions} />
      </td>
    </tr>
  )
}

function LineCard({ line, ...actions }: LineProps) {
  const choice = useLineChoice(line)
  return (
    <div className="grid h-full grid-rows-[auto_1fr_auto] gap-1 rounded-lg border bg-card p-3 text-sm shadow-xs">
      <div className="flex min-w-0 items-baseline gap-2">
        <span className="shrink-0 text-xs text-muted-foreground tabular">{formatDate(line.data)}</span>
        <span className="min-w-0 flex-1 truncate font-medium" title={line.descricao}>
          {line.descricao}
        </span>
        <LineValue line={line} />
      </div>
      <div className="min-w-0 text-xs">
        <Reconciliation line={line} choice={choice} />
      </div>
      <div className="flex justify-end">
        <LineActions line={line} choice={choice} {...actions} />
      </div>
    </div>
  )
}

function LineValue({ line }: { line: StatementLineRow }) {
  const valor = BigInt(line.valor)
  return (
    <span className={cn('shrink-0 tabular', valor < 0n ? 'text-danger' : 'text-success')}>{formatMoney(valor)}</span>
  )
}

/** What the line was reconciled with, its suggestion, a choice among its candidates, or that it has none. */
function Reconciliation({ line, choice }: { line: StatementLineRow; choice: Choice }) {
  if (line.conciliacao) return <span className="text-success">Conciliada · {line.conciliado_com}</span>
  if (line.sugestao) {
    return (
      <span className="line-clamp-2" title={candidateText(line.sugestao)}>
        Sugestão · {candidateText(line.sugestao)}
      </span>
    )
  }
  if (choice.matches.length > 1) {
    return (
      <NativeSelect
        aria-label="Escolher o correspondente"
        className="h-8 w-full text-xs"
        value={choice.picked}
        onChange={(e) => choice.setPicked(Number(e.target.value))}
      >
        {choice.matches.map((c, i) => (
          <option key={`${c.tipo}-${c.id}`} value={i}>
            {candidateText(c)}
          </option>
        ))}
      </NativeSelect>
    )
  }
  return <span className="text-muted-foreground">Sem correspondente</span>
}

function LineActions({ line, choice, busy, onReconcile, onCreate, onUndo }: LineProps & { choice: Choice }) {
  if (line.conciliacao) {
    return (
      <Button size="sm" variant="outline" loading={busy === line.id} onClick={() => onUndo(line)}>
        Desfazer
      </Button>
    )
  }
  const { chosen } = choice
  return (
    <span className="inline-flex gap-1">
      {chosen ? (
        <Button size="sm" loading={busy === line.id} onClick={() => onReconcile(line, chosen)}>
          Conciliar
        </Button>
      ) : null}
      <Button size="sm" variant="outline" onClick={() => onCreate(line, choice.rule)}>
        Criar lançamento
      </Button>
    </span>
  )
}
