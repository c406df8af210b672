import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { BillKind } from '@/contracts/bill-status'
import { planPaths } from '@/contracts/bpo-plan-paths'
import {
  addPeriods,
  INSTALMENTS_COUNT,
  INSTALMENTS_MAX,
  INSTALMENTS_MIN,
  instalmentsSumMessage,
  splitEvenly,
} from '@/contracts/bpo-plan-rules'
import { formatDate, formatMoney } from '@/lib/format'
import { applyCurrencyMask, dateMask, stripCurrencyMask } from '@/lib/masks'
import { useOnline } from '@/lib/online'
import type { LocalBill } from './bills-data'
import { isoDate } from './iso-date'
import { usePlanWrite } from './online-plan'

type Row = { data: string; valor: string }

/** N instalments of `total`, monthly from `first`, split evenly (the extra centavos on the first ones). */
const defaults = (total: bigint, first: string, n: number): Row[] =>
  splitEvenly(total, n).map((v, i) => ({ data: formatDate(addPeriods(first, 'mensal', i)), valor: formatMoney(v) }))

/** What the even split added to which instalments, e.g. '+ R$ 0,01 nas parcelas 1 e 2' (null: none). */
function adjustment(total: bigint, n: number): string | null {
  const parts = splitEvenly(total, n)
  const extra = parts.map((v, i) => (v > parts[n - 1] ? i + 1 : 0)).filter((i) => i > 0)
  if (extra.length === 0) return null
  const which =
    extra.length === 1 ? `na parcela ${extra[0]}` : `nas parcelas ${extra.join(', ').replace(/, (\d+)$/, ' e $1')}`
  return `Arredondamento: + ${formatMoney(1n)} ${which}.`
}

type Props = { office: number; kind: BillKind; bill: LocalBill; onClose: () => void }

/**
 * Splits a bill into instalments with editable dates and amounts. The amounts must add up to the bill's to the
 * centavo (the same message as the server's); online only, since the server creates the new bills.
 */
export function InstalmentsDialog({ office, kind, bill, onClose }: Props) {
  const id = useId()
  const online = useOnline()
  const total = BigInt(bill.valor)
  const [count, setCount] = useState('3')
  const [rows, setRows] = useState<Row[]>(() => defaults(total, bill.data_vencimento, 3))
  const [error, setError] = useState<string | null>(null)
  const write = usePlanWrite(office, kind)
  const n = Number(count)
  const validCount = Number.isInteger(n) && n >= INSTALMENTS_MIN && n <= INSTALMENTS_MAX
  const sum = rows.reduce((s, r) => s + (stripCurrencyMask(r.valor) ?? 0n), 0n)
  const note = validCount ? adjustment(total, n) : null

  const changeCount = (value: string) => {
    setCount(value)
    setError(null)
    const k = Number(value)
    if (Number.isInteger(k) && k >= INSTALMENTS_MIN && k <= INSTALMENTS_MAX)
      setRows(defaults(total, bill.data_vencimento, k))
  }
  const edit = (i: number, patch: Partial<Row>) => {
    setError(null)
    setRows((prev) => prev.map((r, j) => (j === i ? { ...r, ...patch } : r)))
  }
  const save = async () => {
    if (!validCount) return setError(INSTALMENTS_COUNT)
    if (sum !== total) return setError(instalmentsSumMessage(sum, total))
    const parcelas = rows.map((r) => ({
      data_vencimento: isoDate(r.data),
      valor: (stripCurrencyMask(r.valor) ?? 0n).toString(),
    }))
    if (await write.run(planPaths.instalments(office, kind, bill.id), { parcelas, version: bill.version })) onClose()
  }
  const message = error ?? write.error

  return (
    <Dialog open onOpenChange={(open) => !open && !write.busy && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Parcelar conta</DialogTitle>
          <DialogDescription>
            {bill.descricao} · {formatMoney(total)}
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-n`}>Número de parcelas</Label>
          <Input
            id={`${id}-n`}
            type="number"
            min={INSTALMENTS_MIN}
            max={INSTALMENTS_MAX}
            className="w-28"
            value={count}
            onChange={(e) => changeCount(e.target.value)}
          />
        </div>
        <ol className="grid max-h-72 gap-2 overflow-y-auto" aria-label="Parcelas">
          {rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an instalment is its position in the plan
            <li key={i} className="grid grid-cols-[3rem_1fr_1fr] items-center gap-2" data-testid="parcela">
              <span className="text-sm tabular text-muted-foreground">
                {i + 1}/{rows.length}
              </span>
              <Input
                aria-label={`Vencimento da parcela ${i + 1}`}
                inputMode="numeric"
                placeholder="DD/MM/AAAA"
                value={r.data}
                onChange={(e) => edit(i, { data: dateMask.apply(e.target.value) })}
              />
              <Input
                aria-label={`Valor da parcela ${i + 1}`}
                inputMode="numeric"
                className="text-right tabular"
                value={r.valor}
                onChange={(e) => edit(i, { valor: applyCurrencyMask(e.target.value) })}
              />
            </li>
          ))}
        </ol>
        <div className="grid gap-1 text-sm" aria-live="polite">
          <p className="tabular">
            Soma das parcelas: <span className="font-medium">{formatMoney(sum)}</span>
            {sum !== total ? (
              <span className="text-destructive"> · diferença de {formatMoney(total - sum)}</span>
            ) : null}
          </p>
          {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
          {message ? (
            <p className="text-sm text-destructive" role="alert">
              {message}
            </p>
          ) : null}
          {online ? null : <p className="text-xs text-muted-foreground">Disponível apenas com conexão.</p>}
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={write.busy}>
            Voltar
          </Button>
          <Button loading={write.busy} disabled={!online} onClick={() => void save()}>
            Parcelar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
