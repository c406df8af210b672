import { useState } from 'react'
import { FrequencySelect } from '@/components/frequency-select'
import { MonthRangeFilter, type MonthRangeValue } from '@/components/month-range-filter'
import { QuarterPicker } from '@/components/quarter-picker'
import { DEFAULT_FREQUENCY, type Frequency, type Quarter } from '@/lib/month-range'
import { CatalogueExample } from './catalogue-example'
import { CatalogueSection } from './catalogue-section'

const show = (value: string | null) => value ?? '—'

/** Month-range filter, frequency selector and quarter picker. */
export function MonthRangeDemo() {
  const [range, setRange] = useState<MonthRangeValue>({ start: null, end: null })
  const [filtered, setFiltered] = useState<MonthRangeValue>({ start: '2026-01', end: '2026-06' })
  const [applied, setApplied] = useState<MonthRangeValue | null>(null)
  const [frequency, setFrequency] = useState<Frequency>(DEFAULT_FREQUENCY)
  const [quarter, setQuarter] = useState<{ quarter: Quarter; month: string } | null>(null)
  return (
    <CatalogueSection
      id="periodo"
      title="Filtro de período"
      description="Primeiro clique define o início, o segundo o fim; um fim anterior ao início troca os dois. O menu fecha 700 ms depois da seleção."
    >
      <CatalogueExample title="Sem botão Filtrar">
        <div data-testid="filtro-periodo" className="grid max-w-md gap-2">
          <MonthRangeFilter value={range} onChange={setRange} />
          <p className="text-xs text-muted-foreground">
            Valor: <output data-testid="periodo-valor">{`${show(range.start)} a ${show(range.end)}`}</output>
          </p>
        </div>
      </CatalogueExample>
      <CatalogueExample title="Com botão Filtrar e rótulos próprios">
        <div data-testid="filtro-periodo-filtrar" className="grid max-w-md gap-2">
          <MonthRangeFilter
            value={filtered}
            onChange={setFiltered}
            onFilter={setApplied}
            startLabel="Competência inicial"
            endLabel="Competência final"
          />
          <p className="text-xs text-muted-foreground">
            Filtro aplicado:{' '}
            <output data-testid="periodo-aplicado">
              {applied ? `${show(applied.start)} a ${show(applied.end)}` : 'nenhum'}
            </output>
          </p>
        </div>
      </CatalogueExample>
      <div className="grid gap-6 sm:grid-cols-2">
        <CatalogueExample title="Frequência">
          <FrequencySelect value={frequency} onChange={setFrequency} />
          <p className="text-xs text-muted-foreground">
            Valor: <output data-testid="frequencia-valor">{frequency}</output>
          </p>
        </CatalogueExample>
        <CatalogueExample title="Trimestre">
          <QuarterPicker value={quarter?.quarter ?? null} onChange={(q, month) => setQuarter({ quarter: q, month })} />
          <p className="text-xs text-muted-foreground">
            Mês de fechamento: <output data-testid="trimestre-mes">{quarter?.month ?? '—'}</output>
          </p>
        </CatalogueExample>
      </div>
    </CatalogueSection>
  )
}
