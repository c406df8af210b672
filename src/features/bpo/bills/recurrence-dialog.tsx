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
import { NativeSelect } from '@/components/ui/native-select'
import type { BillKind } from '@/contracts/bill-status'
import { planPaths } from '@/contracts/bpo-plan-paths'
import {
  dueDates,
  type EndRule,
  type Frequency,
  frequencies,
  frequencyLabels,
  OCCURRENCES_MAX,
} from '@/contracts/bpo-plan-rules'
import { formatDate, formatMoney } from '@/lib/format'
import { dateMask } from '@/lib/masks'
import { useOnline } from '@/lib/online'
import type { LocalBill } from './bills-data'
import { isoDate } from './iso-date'
import { usePlanWrite } from './online-plan'

const endLabels: Record<EndRule, string> = {
  nunca: 'Nunca',
  apos: 'Após um número de ocorrências',
  ate: 'Até uma data',
}

type Props = { office: number; kind: BillKind; bill: LocalBill; onClose: () => void }

/**
 * Makes a bill recurring: frequency and end rule (never, after N, until a date), with the next due dates shown.
 * The server creates the occurrences 12 months ahead (and keeps them so); online only.
 */
export function RecurrenceDialog({ office, kind, bill, onClose }: Props) {
  const id = useId()
  const online = useOnline()
  const write = usePlanWrite(office, kind)
  const [frequencia, setFrequencia] = useState<Frequency>('mensal')
  const [fim, setFim] = useState<EndRule>('nunca')
  const [vezes, setVezes] = useState('12')
  const [ate, setAte] = useState('')
  const schedule = {
    frequencia,
    fim,
    fim_ocorrencias: Number(vezes) || 0,
    fim_data: isoDate(ate) || null,
    base_ocorrencia: 1,
    base_vencimento: bill.data_vencimento,
  }
  const preview = dueDates(schedule, 1, '2999-12-31', 5)
  const save = () =>
    write
      .run(planPaths.recurrence(office, kind, bill.id), {
        frequencia,
        fim,
        fim_ocorrencias: fim === 'apos' ? vezes : '',
        fim_data: fim === 'ate' ? isoDate(ate) : '',
        version: bill.version,
      })
      .then((ok) => ok && onClose())

  return (
    <Dialog open onOpenChange={(open) => !open && !write.busy && onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Repetir conta</DialogTitle>
          <DialogDescription>
            {bill.descricao} · {formatMoney(BigInt(bill.valor))} · esta conta é a 1ª ocorrência
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-freq`}>Frequência</Label>
          <NativeSelect
            id={`${id}-freq`}
            value={frequencia}
            onChange={(e) => setFrequencia(e.target.value as Frequency)}
          >
            {frequencies.map((f) => (
              <option key={f} value={f}>
                {frequencyLabels[f]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Termina</legend>
          {(Object.keys(endLabels) as EndRule[]).map((rule) => (
            <label key={rule} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-fim`}
                className="size-4 accent-primary"
                checked={fim === rule}
                onChange={() => setFim(rule)}
              />
              {endLabels[rule]}
            </label>
          ))}
        </fieldset>
        {fim === 'apos' ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-vezes`}>Número de ocorrências (2 a {OCCURRENCES_MAX})</Label>
            <Input
              id={`${id}-vezes`}
              type="number"
              min={2}
              max={OCCURRENCES_MAX}
              className="w-28"
              value={vezes}
              onChange={(e) => setVezes(e.target.value)}
            />
          </div>
        ) : null}
        {fim === 'ate' ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-ate`}>Data final</Label>
            <Input
              id={`${id}-ate`}
              inputMode="numeric"
              placeholder="DD/MM/AAAA"
              value={ate}
              onChange={(e) => setAte(dateMask.apply(e.target.value))}
            />
          </div>
        ) : null}
        <p className="text-sm text-muted-foreground" data-testid="recorrencia-previa">
          Próximos vencimentos: {preview.map((p) => formatDate(p.date)).join(', ')}
          {preview.length === 5 ? '…' : ''}
        </p>
        <p className="text-xs text-muted-foreground">
          As contas são criadas com 12 meses de antecedência e completadas automaticamente.
        </p>
        {write.error ? (
          <p className="text-sm text-destructive" role="alert">
            {write.error}
          </p>
        ) : null}
        {online ? null : <p className="text-xs text-muted-foreground">Disponível apenas com conexão.</p>}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={write.busy}>
            Voltar
          </Button>
          <Button loading={write.busy} disabled={!online} onClick={() => void save()}>
            Repetir
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
