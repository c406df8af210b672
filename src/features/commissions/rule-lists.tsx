import { Plus, Trash2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { PercentInput } from '@/components/percent-input'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { applyCurrencyMask } from '@/lib/masks'
import { newSplit, newTier, type SplitRow, type TierRow } from './rule-form'

type Option = { id: number; nome: string }

type RowsProps<Row extends { key: string }> = {
  legend: string
  /** The row's name in labels: 'Faixa 1', 'Remover parte 2'… */
  noun: 'faixa' | 'parte'
  rows: Row[]
  onChange: (rows: Row[]) => void
  newRow: () => Row
  /** The first row of a tier list is fixed (from R$ 0,00). */
  firstFixed?: boolean
  /** The row's own fields: one input and a percentage. */
  fields: (row: Row, i: number, set: (patch: Partial<Row>) => void) => ReactNode
}

/** A list of editable rows with remove and add buttons. */
function RowsEditor<Row extends { key: string }>({
  legend,
  noun,
  rows,
  onChange,
  newRow,
  firstFixed = false,
  fields,
}: RowsProps<Row>) {
  const set = (i: number) => (patch: Partial<Row>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)))
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {rows.map((row, i) => (
        <div key={row.key} className="grid grid-cols-[1fr_7rem_auto] items-center gap-2">
          {fields(row, i, set(i))}
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remover ${noun} ${i + 1}`}
            disabled={firstFixed && i === 0}
            onClick={() => onChange(rows.filter((_, j) => j !== i))}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() => onChange([...rows, newRow()])}
      >
        <Plus aria-hidden /> Adicionar {noun}
      </Button>
    </fieldset>
  )
}

/** The tiers of a rule: from which monthly base each percentage applies (the first from R$ 0,00). */
export function TiersEditor({ tiers, onChange }: { tiers: TierRow[]; onChange: (tiers: TierRow[]) => void }) {
  return (
    <RowsEditor
      legend="Faixas (a faixa atingida pela base do mês vale para toda ela)"
      noun="faixa"
      rows={tiers}
      onChange={onChange}
      newRow={newTier}
      firstFixed
      fields={(t, i, set) => (
        <>
          <Input
            aria-label={`Faixa ${i + 1}: a partir de`}
            value={t.de}
            disabled={i === 0}
            onChange={(e) => set({ de: applyCurrencyMask(e.target.value) })}
          />
          <PercentInput
            aria-label={`Faixa ${i + 1}: percentual`}
            value={t.percentual}
            onChange={(e) => set({ percentual: e.target.value })}
          />
        </>
      )}
    />
  )
}

/** How a team rule's commission is divided among advisors (parts in %, summing to 100 %). */
export function SplitEditor({
  parts,
  people,
  onChange,
}: {
  parts: SplitRow[]
  people: Option[]
  onChange: (parts: SplitRow[]) => void
}) {
  return (
    <RowsEditor
      legend="Divisão da equipe (opcional; as partes somam 100 %)"
      noun="parte"
      rows={parts}
      onChange={onChange}
      newRow={newSplit}
      fields={(p, i, set) => (
        <>
          <NativeSelect
            aria-label={`Parte ${i + 1}: profissional`}
            value={p.profissional}
            onChange={(e) => set({ profissional: e.target.value })}
          >
            <option value="">Escolha o profissional</option>
            {people.map((o) => (
              <option key={o.id} value={o.id}>
                {o.nome}
              </option>
            ))}
          </NativeSelect>
          <PercentInput
            aria-label={`Parte ${i + 1}: percentual`}
            value={p.parte}
            onChange={(e) => set({ parte: e.target.value })}
          />
        </>
      )}
    />
  )
}
