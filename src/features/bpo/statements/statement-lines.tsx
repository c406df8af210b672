import { useState } from 'react'
import { ScrollRegion } from '@/components/scroll-region'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import type { Candidate, StatementLineRow } from '@/contracts/bpo-statements'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format/date'
import { formatMoney } from '@/lib/format/money'

const ROW = 64
const kindLabel: Record<Candidate['tipo'], string> = {
  titulo: 'Conta',
  lancamento: 'Lançamento',
  transferencia: 'Transferência',
  regra: 'Regra',
}
const candidateText = (c: Candidate) =>
  `${kindLabel[c.tipo]}: ${c.descricao}${c.data ? ` · ${formatDate(c.data)}` : ''}${c.contraparte && c.tipo !== 'regra' ? ' · contraparte confere' : ''}`

type Props = {
  rows: StatementLineRow[]
  busy: number | null
  onReconcile: (line: StatementLineRow, candidate: Candidate) => void
  onCreate: (line: StatementLineRow, rule: Candidate | null) => void
  onUndo: (line: StatementLineRow) => void
}

/** The account's statement lines (virtualized): what each was reconciled with, or its candidates and actions. */
export function StatementLines({ rows, ...actions }: Props) {
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

function LineRow({ line, busy, onReconcile, onCreate, onUndo }: Omit<Props, 'rows'> & { line: StatementLineRow }) {
  const matches = line.candidatos.filter((c) => c.tipo !== 'regra')
  const rule = line.candidatos.find((c) => c.tipo === 'regra') ?? null
  const [picked, setPicked] = useState(0)
  const chosen = line.sugestao && line.sugestao.tipo !== 'regra' ? line.sugestao : (matches[picked] ?? null)
  const valor = BigInt(line.valor)
  return (
    <tr className="border-b last:border-0" style={{ height: ROW }} data-testid="linha-extrato">
      <td className="px-3 tabular">{formatDate(line.data)}</td>
      <td className="max-w-[16rem] truncate px-3" title={line.descricao}>
        {line.descricao}
      </td>
      <td className={cn('px-3 text-right tabular', valor < 0n ? 'text-danger' : 'text-success')}>
        {formatMoney(valor)}
      </td>
      <td className="max-w-[18rem] px-3 text-xs">
        {line.conciliacao ? (
          <span className="text-success">Conciliada · {line.conciliado_com}</span>
        ) : line.sugestao ? (
          <span className="line-clamp-2" title={candidateText(line.sugestao)}>
            Sugestão · {candidateText(line.sugestao)}
          </span>
        ) : matches.length > 1 ? (
          <NativeSelect
            aria-label="Escolher o correspondente"
            className="h-8 w-full text-xs"
            value={picked}
            onChange={(e) => setPicked(Number(e.target.value))}
          >
            {matches.map((c, i) => (
              <option key={`${c.tipo}-${c.id}`} value={i}>
                {candidateText(c)}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <span className="text-muted-foreground">Sem correspondente</span>
        )}
      </td>
      <td className="px-3 text-right">
        {line.conciliacao ? (
          <Button size="sm" variant="outline" loading={busy === line.id} onClick={() => onUndo(line)}>
            Desfazer
          </Button>
        ) : (
          <span className="inline-flex gap-1">
            {chosen ? (
              <Button size="sm" loading={busy === line.id} onClick={() => onReconcile(line, chosen)}>
                Conciliar
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={() => onCreate(line, rule)}>
              Criar lançamento
            </Button>
          </span>
        )}
      </td>
    </tr>
  )
}
