import { useQuery } from '@tanstack/react-query'
import type { BillKind } from '@/contracts/bill-status'
import type { BillTag } from '@/contracts/bill-tag-values'
import { tagInfo } from '@/contracts/bill-tags'
import { planPaths } from '@/contracts/bpo-plan-paths'
import { erpHistoryResponse } from '@/contracts/bpo-plans'
import { NO_STEP_LABEL } from '@/contracts/erp-machine'
import { requestParsed } from '@/lib/api/client'
import { formatDateTime } from '@/lib/format'
import { useOnline } from '@/lib/online'

const stepLabel = (s: string | null) => (s === null ? NO_STEP_LABEL : tagInfo(s as BillTag).label)

/** The bill's ERP history (who, when, from, to, reason), newest first; read from the server when online. */
export function ErpHistory({ office, kind, id }: { office: number; kind: BillKind; id: number }) {
  const online = useOnline()
  const { data, isError } = useQuery({
    queryKey: ['bpo', office, 'titulos', kind, id, 'etapas'] as const,
    queryFn: () =>
      requestParsed(erpHistoryResponse, 'GET', planPaths.erpHistory(office, kind, id)).then((r) => r.value),
    enabled: online,
  })
  const body = () => {
    if (!online && data === undefined)
      return <p className="text-xs text-muted-foreground">Histórico disponível apenas com conexão.</p>
    if (isError) return <p className="text-xs text-destructive">Não foi possível carregar o histórico.</p>
    if (data === undefined) return <p className="text-xs text-muted-foreground">Carregando…</p>
    if (data.length === 0) return <p className="text-xs text-muted-foreground">Nenhuma mudança de etapa ainda.</p>
    return (
      <ol className="grid max-h-48 gap-2 overflow-y-auto text-xs" data-testid="erp-historico">
        {[...data].reverse().map((h) => (
          <li key={h.id} className="rounded-md border px-2 py-1.5">
            <p>
              <span className="font-medium">{stepLabel(h.de)}</span> →{' '}
              <span className="font-medium">{stepLabel(h.para)}</span>
            </p>
            <p className="text-muted-foreground">
              {h.usuario} · {formatDateTime(h.data)}
            </p>
            {h.motivo ? <p className="break-words">Motivo: {h.motivo}</p> : null}
          </li>
        ))}
      </ol>
    )
  }
  return (
    <section className="grid gap-1.5" aria-label="Histórico do ERP">
      <h3 className="text-sm font-semibold">Histórico</h3>
      {body()}
    </section>
  )
}
