import { Plus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { formatMoney } from '@/lib/format'
import { applyCurrencyMask, stripCurrencyMask } from '@/lib/masks'
import type { BillChoices } from './bill-choices'

export type RateioDraft = { id_categoria: string; id_departamento: string; id_filial: string; valor: string }

type Props = {
  parts: RateioDraft[]
  total: bigint | null
  choices: BillChoices
  error?: string
  /** A bill with payments keeps its apportionment until they are undone. */
  disabled?: boolean
  onChange: (parts: RateioDraft[]) => void
}

const empty: RateioDraft = { id_categoria: '', id_departamento: '', id_filial: '', valor: '' }

/** The apportionment (rateio): parts by category and cost centre; the sum must equal the bill's amount. */
export function RateioEditor({ parts, total, choices, error, disabled = false, onChange }: Props) {
  const sum = parts.reduce((s, p) => s + (stripCurrencyMask(p.valor) ?? 0n), 0n)
  const diff = total === null ? null : total - sum
  const set = (i: number, patch: Partial<RateioDraft>) =>
    onChange(parts.map((p, j) => (j === i ? { ...p, ...patch } : p)))
  const select = (
    i: number,
    key: keyof RateioDraft,
    label: string,
    list: { value: string; label: string }[],
    none: string,
  ) => (
    <NativeSelect
      aria-label={`${label} da parte ${i + 1}`}
      value={parts[i][key]}
      onChange={(e) => set(i, { [key]: e.target.value })}
    >
      <option value="">{none}</option>
      {list.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </NativeSelect>
  )
  return (
    <fieldset className="grid gap-2 rounded-lg border p-3 sm:col-span-2" disabled={disabled}>
      <legend className="px-1 text-sm font-medium">Rateio</legend>
      {parts.length === 0 ? (
        <p className="text-xs text-muted-foreground">
          Sem rateio: a conta inteira vai para a categoria e o centro de custo acima.
        </p>
      ) : null}
      {parts.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts have no id of their own; their order is their identity.
        <div key={i} className="grid gap-2 sm:grid-cols-[1.3fr_1fr_1fr_8rem_auto]" data-testid="parte-rateio">
          {select(i, 'id_categoria', 'Categoria', choices.categorias, 'Categoria…')}
          {select(i, 'id_departamento', 'Departamento', choices.departamentos, 'Sem departamento')}
          {select(i, 'id_filial', 'Filial', choices.filiais, 'Sem filial')}
          <Input
            aria-label={`Valor da parte ${i + 1}`}
            inputMode="numeric"
            className="text-right tabular"
            value={parts[i].valor}
            onChange={(e) => set(i, { valor: applyCurrencyMask(e.target.value) })}
          />
          <Button
            type="button"
            size="icon"
            variant="ghost"
            aria-label={`Remover parte ${i + 1}`}
            onClick={() => onChange(parts.filter((__, j) => j !== i))}
          >
            <Trash2 />
          </Button>
        </div>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() =>
            onChange([...parts, { ...empty, valor: parts.length === 0 && total !== null ? formatMoney(total) : '' }])
          }
        >
          <Plus /> Adicionar parte
        </Button>
        {parts.length > 0 ? (
          <p className="text-xs tabular" data-testid="rateio-soma">
            Soma {formatMoney(sum)}
            {diff !== null && diff !== 0n ? <span className="ml-2 text-danger">falta {formatMoney(diff)}</span> : null}
          </p>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
