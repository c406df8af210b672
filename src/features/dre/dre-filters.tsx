import { useQuery } from '@tanstack/react-query'
import { Percent, X } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { FilterPanel } from '@/components/filter-panel'
import { FREQUENCY_LABELS, FrequencySelect } from '@/components/frequency-select'
import { MonthRangeFilter } from '@/components/month-range-filter'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { SegmentedRadioGroup, SegmentedRadioItem } from '@/components/ui/radio-group'
import { Toggle } from '@/components/ui/toggle'
import { useSession } from '@/features/session/session-store'
import { DEFAULT_FREQUENCY } from '@/lib/month-range'
import { isAdvisor } from './access'
import { ColumnPicker } from './column-picker'
import type { DreGroupingInfo } from './groupings'
import { dreQueries } from './queries'
import { type DreSearch, type DreSearchPatch, type DreView, dreViews } from './search'

type Props = {
  office: number
  grouping: DreGroupingInfo
  search: DreSearch
  onChange: (patch: DreSearchPatch) => void
  /** The range the server answered, shown when the URL has none. */
  shown: { inicio: string; fim: string } | null
  view: DreView
  multiColumn: boolean
}

const viewLabels: Record<DreView, string> = { grupos: 'Por grupo', periodos: 'Por período', matriz: 'Detalhado' }

/** Why the frequency has nothing to change in the 'Por grupo' view. */
const FREQUENCY_BY_GROUP_REASON =
  "Em 'Por grupo' cada coluna soma o período inteiro: a frequência vale para 'Por período' e 'Detalhado'."

function Field({ label, children, note }: { label: string; children: ReactNode; note?: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium leading-none">{label}</span>
      {children}
      {note}
    </div>
  )
}

/** Every filter of a DRE page; each change goes to the URL search. */
export function DreFilters({ office, grouping, search, onChange, shown, view, multiColumn }: Props) {
  // An advisor's DRE is narrowed to themself by the server: no column, team or maturity choice to make.
  const advisor = isAdvisor(useSession())
  const teams = !advisor && (grouping.key === 'equipe' || grouping.key === 'profissional')
  const comparing = Boolean(search.cmp_inicio && search.cmp_fim)
  // 'Por grupo' shows each group's total over the whole range: the frequency splits nothing there.
  const byGroup = multiColumn && view === 'grupos'
  const frequencyNote = useId()
  const summary = [
    byGroup ? null : FREQUENCY_LABELS[search.freq ?? DEFAULT_FREQUENCY],
    multiColumn ? viewLabels[view] : null,
    comparing ? 'com comparação' : null,
    search.av ? 'análise vertical' : null,
  ]
    .filter(Boolean)
    .join(' · ')
  return (
    <FilterPanel className="mb-4" summary={summary}>
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3 rounded-xl border bg-card p-4 shadow-sm">
        <MonthRangeFilter
          className="w-72"
          value={{ start: search.inicio ?? shown?.inicio ?? null, end: search.fim ?? shown?.fim ?? null }}
          onChange={(v) => onChange({ inicio: v.start ?? undefined, fim: v.end ?? undefined })}
        />
        <Field
          label="Frequência"
          note={
            byGroup ? (
              <p id={frequencyNote} className="max-w-64 text-xs text-muted-foreground">
                {FREQUENCY_BY_GROUP_REASON}
              </p>
            ) : null
          }
        >
          <FrequencySelect
            value={search.freq}
            onChange={(freq) => onChange({ freq })}
            disabled={byGroup}
            aria-describedby={byGroup ? frequencyNote : undefined}
          />
        </Field>
        {multiColumn ? (
          <Field label="Colunas">
            <SegmentedRadioGroup
              aria-label="Colunas"
              value={view}
              onValueChange={(v) => onChange({ ver: dreViews.find((x) => x === v) })}
            >
              {dreViews.map((v) => (
                <SegmentedRadioItem key={v} value={v}>
                  {viewLabels[v]}
                </SegmentedRadioItem>
              ))}
            </SegmentedRadioGroup>
          </Field>
        ) : null}
        <div className="flex items-end gap-1">
          <MonthRangeFilter
            className="w-72"
            startLabel="Comparar de"
            endLabel="Comparar até"
            value={{ start: search.cmp_inicio ?? null, end: search.cmp_fim ?? null }}
            onChange={(v) => onChange({ cmp_inicio: v.start ?? undefined, cmp_fim: v.end ?? undefined })}
          />
          {comparing ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label="Remover comparação"
              onClick={() => onChange({ cmp_inicio: undefined, cmp_fim: undefined })}
            >
              <X aria-hidden />
            </Button>
          ) : null}
        </div>
        {grouping.summaryKind && grouping.key !== 'equipe' && !advisor ? (
          <Field label={grouping.noun}>
            <ColumnPicker
              office={office}
              kind={grouping.summaryKind}
              noun={grouping.noun}
              value={search.ids}
              onChange={(ids) => onChange({ ids })}
            />
          </Field>
        ) : null}
        {teams ? (
          <TeamSelect office={office} value={search.equipe} onChange={(equipe) => onChange({ equipe })} />
        ) : null}
        {teams ? (
          <Toggle pressed={search.roi === true} onPressedChange={(roi) => onChange({ roi: roi || undefined })}>
            Agrupar em maturação
          </Toggle>
        ) : null}
        <Toggle pressed={search.av === true} onPressedChange={(av) => onChange({ av: av || undefined })}>
          <Percent aria-hidden /> Análise vertical
        </Toggle>
      </div>
    </FilterPanel>
  )
}

function TeamSelect({ office, value, onChange }: { office: number; value?: number; onChange: (v?: number) => void }) {
  const { data = [] } = useQuery(dreQueries.summary(office, 'teams'))
  const id = useId()
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium leading-none">
        Equipe
      </label>
      <NativeSelect
        id={id}
        className="w-44"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      >
        <option value="">Todas as equipes</option>
        {data
          .filter((t) => t.id !== null)
          .map((t) => (
            <option key={t.id} value={t.id ?? ''}>
              {t.nome}
            </option>
          ))}
      </NativeSelect>
    </div>
  )
}
