import { ScrollRegion } from '@/components/scroll-region'
import type { MissingMonthsOffice, MonthSituation } from '@/contracts/dataroom'
import { cn } from '@/lib/cn'
import { shortMonth, situationLabels } from './labels'

const tones: Record<MonthSituation, string> = {
  ok: 'bg-success/20 text-success',
  processando: 'bg-info/15 text-info',
  faltando: 'bg-danger/15 text-danger',
}
const marks: Record<MonthSituation, string> = { ok: '✓', processando: '…', faltando: '✕' }
const head = 'border-b bg-muted px-2 py-2 text-xs font-semibold text-muted-foreground'

/** Months × categories of one office, each cell coloured: sent, processing or missing; then the consolidated months. */
export function MissingMonthsGrid({ meses, office }: { meses: readonly string[]; office: MissingMonthsOffice }) {
  return (
    <div className="grid grid-cols-1 gap-2">
      <ScrollRegion label="Meses sem envio por categoria" className="rounded-xl border bg-card shadow-sm">
        <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Meses sem envio por categoria">
          <thead>
            <tr>
              <th className={cn(head, 'sticky left-0 z-10 text-left')}>Categoria</th>
              {meses.map((mes) => (
                <th key={mes} className={cn(head, 'text-center tabular')}>
                  {shortMonth(mes)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {office.categorias.map((c) => (
              <tr key={c.categoria} data-testid="categoria-meses">
                <th scope="row" className="sticky left-0 z-10 border-b bg-card px-2 py-1.5 text-left font-medium">
                  {c.titulo}
                </th>
                {c.meses.map((m) => (
                  <td key={m.mes} className="border-b px-1 py-1.5 text-center">
                    <span
                      className={cn(
                        'inline-flex size-8 items-center justify-center rounded-md font-semibold',
                        tones[m.situacao],
                      )}
                      title={`${c.titulo} · ${shortMonth(m.mes)}: ${situationLabels[m.situacao]}`}
                      data-situacao={m.situacao}
                    >
                      <span aria-hidden>{marks[m.situacao]}</span>
                      <span className="sr-only">{situationLabels[m.situacao]}</span>
                    </span>
                  </td>
                ))}
              </tr>
            ))}
            <tr data-testid="consolidacao-meses">
              <th scope="row" className="sticky left-0 z-10 border-b bg-card px-2 py-1.5 text-left font-medium">
                Consolidação
              </th>
              {meses.map((mes) => {
                const done = office.consolidados.includes(mes)
                return (
                  <td key={mes} className="border-b px-1 py-1.5 text-center text-xs">
                    <span
                      className={done ? 'font-semibold text-success' : 'text-muted-foreground'}
                      title={`${shortMonth(mes)}: ${done ? 'consolidado' : 'não consolidado'}`}
                    >
                      <span aria-hidden>{done ? '✓' : '—'}</span>
                      <span className="sr-only">{done ? 'Consolidado' : 'Não consolidado'}</span>
                    </span>
                  </td>
                )
              })}
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Legenda">
        {(['ok', 'processando', 'faltando'] as const).map((s) => (
          <li key={s} className="flex items-center gap-1.5">
            <span
              className={cn('inline-flex size-4 items-center justify-center rounded text-[10px]', tones[s])}
              aria-hidden
            >
              {marks[s]}
            </span>
            {situationLabels[s]}
          </li>
        ))}
      </ul>
    </div>
  )
}
