import { Plus, Trash2 } from 'lucide-react'
import { PercentInput } from '@/components/percent-input'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { applyCurrencyMask } from '@/lib/masks'
import { newSplit, newTier, type SplitRow, type TierRow } from './rule-form'

type Option = { id: number; nome: string }

/** The tiers of a rule: from which monthly base each percentage applies (the first from R$ 0,00). */
export function TiersEditor({ tiers, onChange }: { tiers: TierRow[]; onChange: (tiers: TierRow[]) => void }) {
  const set = (i: number, patch: Partial<TierRow>) => onChange(tiers.map((t, j) => (j === i ? { ...t, ...patch } : t)))
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">
        Faixas (a faixa atingida pela base do mês vale para toda ela)
      </legend>
      {tiers.map((t, i) => (
        <div key={t.key} className="grid grid-cols-[1fr_7rem_auto] items-center gap-2">
          <Input
            aria-label={`Faixa ${i + 1}: a partir de`}
            value={t.de}
            disabled={i === 0}
            onChange={(e) => set(i, { de: applyCurrencyMask(e.target.value) })}
          />
          <PercentInput
            aria-label={`Faixa ${i + 1}: percentual`}
            value={t.percentual}
            onChange={(e) => set(i, { percentual: e.target.value })}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remover faixa ${i + 1}`}
            disabled={i === 0}
            onClick={() => onChange(tiers.filter((_, j) => j !== i))}
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
        onClick={() => onChange([...tiers, newTier()])}
      >
        <Plus aria-hidden /> Adicionar faixa
      </Button>
    </fieldset>
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
  const set = (i: number, patch: Partial<SplitRow>) => onChange(parts.map((p, j) => (j === i ? { ...p, ...patch } : p)))
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Divisão da equipe (opcional; as partes somam 100 %)</legend>
      {parts.map((p, i) => (
        <div key={p.key} className="grid grid-cols-[1fr_7rem_auto] items-center gap-2">
          <NativeSelect
            aria-label={`Parte ${i + 1}: profissional`}
            value={p.profissional}
            onChange={(e) => set(i, { profissional: e.target.value })}
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
            onChange={(e) => set(i, { parte: e.target.value })}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remover parte ${i + 1}`}
            onClick={() => onChange(parts.filter((_, j) => j !== i))}
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
        onClick={() => onChange([...parts, newSplit()])}
      >
        <Plus aria-hidden /> Adicionar parte
      </Button>
    </fieldset>
  )
}
