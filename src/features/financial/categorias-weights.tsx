import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import type { ApportionmentMetric } from '@/contracts/financial'
import { EmptyState } from '@/features/dre/states'
import { useWeightsSave } from './categorias-api'

const dimensions = [
  ['profissional', 'Profissionais'],
  ['area_receita', 'Áreas de receita'],
  ['filial', 'Filiais'],
] as const
type Dimension = (typeof dimensions)[number][0]

const invalid = (v: string) => !/^\d{1,7}$/.test(v) || Number(v) > 1_000_000

/** Apportionment weights of one dimension: edit the numbers, then 'Salvar pesos' replaces them at once. */
export function CategoriasWeights({ office, metrics }: { office: number; metrics: ApportionmentMetric[] }) {
  const [dimension, setDimension] = useState<Dimension>('profissional')
  const rows = metrics.filter((m) => m.dimensao === dimension)
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor="rateio-dimensao">Dimensão</label>
        <NativeSelect
          id="rateio-dimensao"
          className="w-56"
          value={dimension}
          onChange={(e) => setDimension(e.target.value as Dimension)}
        >
          {dimensions.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </div>
      {rows.length === 0 ? (
        <EmptyState title="Nada a ratear nesta dimensão">Cadastre profissionais, áreas ou filiais primeiro.</EmptyState>
      ) : (
        <WeightsForm
          key={`${dimension}:${rows.map((r) => `${r.id_alvo}=${r.peso}`).join()}`}
          office={office}
          dimension={dimension}
          rows={rows}
        />
      )}
    </div>
  )
}

function WeightsForm({
  office,
  dimension,
  rows,
}: {
  office: number
  dimension: Dimension
  rows: ApportionmentMetric[]
}) {
  const save = useWeightsSave(office)
  const [draft, setDraft] = useState(() => new Map(rows.map((r) => [r.id_alvo, String(r.peso)])))
  const values = rows.map((r) => draft.get(r.id_alvo) ?? '0')
  const hasError = values.some(invalid)
  const total = hasError ? 0 : values.reduce((s, v) => s + Number(v), 0)
  const changed = rows.some((r) => draft.get(r.id_alvo) !== String(r.peso))
  const submit = () =>
    save.mutate({
      dimensao: dimension,
      pesos: rows.map((r) => ({ id_alvo: r.id_alvo, peso: Number(draft.get(r.id_alvo)) })),
    })
  return (
    <form
      className="overflow-hidden rounded-xl border bg-card shadow-sm"
      onSubmit={(e) => {
        e.preventDefault()
        if (!hasError) submit()
      }}
    >
      <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Pesos de rateio">
        <thead>
          <tr className="text-left text-xs font-semibold text-muted-foreground">
            <th className="border-b bg-muted px-4 py-2">Nome</th>
            <th className="w-40 border-b bg-muted px-4 py-2 text-right">Peso</th>
            <th className="w-32 border-b bg-muted px-4 py-2 text-right">Parcela</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const value = draft.get(r.id_alvo) ?? '0'
            const bad = invalid(value)
            return (
              <tr key={r.id_alvo}>
                <td className="border-b px-4 py-1.5">{r.nome}</td>
                <td className="border-b px-4 py-1.5">
                  <Input
                    inputMode="numeric"
                    className="text-right tabular"
                    aria-label={`Peso de ${r.nome}`}
                    aria-invalid={bad || undefined}
                    value={value}
                    onChange={(e) => setDraft(new Map(draft).set(r.id_alvo, e.target.value.trim()))}
                  />
                  {bad ? <span className="text-xs text-danger">Inteiro de 0 a 1.000.000</span> : null}
                </td>
                <td className="border-b px-4 py-1.5 text-right tabular text-muted-foreground">
                  {bad || total === 0
                    ? '—'
                    : `${((Number(value) / total) * 100).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} %`}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <div className="flex items-center justify-between gap-3 p-3 text-sm text-muted-foreground">
        <span>Peso 0: não recebe parcela das despesas compartilhadas.</span>
        <Button type="submit" disabled={!changed || hasError} loading={save.isPending}>
          Salvar pesos
        </Button>
      </div>
    </form>
  )
}
