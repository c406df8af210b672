import { AlertTriangle, CheckCircle2 } from 'lucide-react'
import type { MissingMonthsOffice } from '@/contracts/dataroom'
import { shortMonth } from './labels'

/** The alerts of the missing-months report: each category with months still missing, or an all-clear. */
export function MissingAlerts({ office }: { office: MissingMonthsOffice }) {
  const missing = office.categorias.filter((c) => c.faltando.length > 0)
  if (missing.length === 0) {
    return (
      <p
        className="flex items-center gap-2 rounded-md border border-success/30 bg-success/5 px-3 py-2 text-sm"
        role="status"
      >
        <CheckCircle2 className="size-4 text-success" aria-hidden /> Nenhum mês sem envio nos últimos 12 meses.
      </p>
    )
  }
  return (
    <ul className="grid gap-2" aria-label="Alertas de envios em falta">
      {missing.map((c) => (
        <li
          key={c.categoria}
          className="flex items-start gap-2 rounded-md border border-warning/40 bg-warning/10 px-3 py-2 text-sm"
          data-testid="alerta-mes"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
          <span>
            <strong>{c.titulo}</strong>: {c.faltando.length === 1 ? 'falta 1 mês' : `faltam ${c.faltando.length} meses`}{' '}
            ({c.faltando.map(shortMonth).join(', ')})
          </span>
        </li>
      ))}
    </ul>
  )
}
