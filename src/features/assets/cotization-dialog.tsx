import { useQuery } from '@tanstack/react-query'
import { AlertTriangle } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { ValidatedField } from '@/components/validated-field'
import { type CotizationSituation, cotizationSituationLabels } from '@/contracts/assets'
import { useOfflineWithout, useOnlineOnly } from '@/db/online-only'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { formatDateTime, formatMoney, parseCentavos } from '@/lib/format'
import { applyCurrencyMask } from '@/lib/masks/currency'
import { notify } from '@/lib/notify'
import { messages } from '@/lib/validation'
import { assetQueries, useConfirmCotization } from './queries'

const situationVariant: Record<CotizationSituation, 'success' | 'warning' | 'danger'> = {
  em_dia: 'success',
  desatualizada: 'warning',
  sem_cotizacao: 'danger',
}

type Props = { office: number; client: number; asset: number; onClose: () => void }

/** §2 'asset cotization check': how old the asset's cotization is; confirming it today, with a new value or not. */
export function CotizationDialog({ office, client, asset, onClose }: Props) {
  const check = useQuery(assetQueries.cotization(office, client, asset))
  const confirm = useConfirmCotization(office, client, asset)
  const onlineOnly = useOnlineOnly()
  const offline = useOfflineWithout(check.data)
  const [valor, setValor] = useState('')
  const rule = (text: string) => text.trim() === '' || (parseCentavos(text) ?? -1n) >= 0n || messages.invalid

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (rule(valor) !== true) return
    confirm.mutate(valor.trim() ? parseCentavos(valor) : null, {
      onSuccess: () => notify({ text: 'Cotização conferida', color: 'success' }),
    })
  }

  const value = check.data
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Conferir cotização</DialogTitle>
          <DialogDescription>{value ? value.ativo.nome_ativo : 'Carregando o ativo…'}</DialogDescription>
        </DialogHeader>
        {offline ? <OfflineUnavailable compact /> : null}
        {check.isError ? (
          <p role="alert" className="text-sm text-danger">
            {check.error.message}
          </p>
        ) : null}
        {value ? (
          <form className="grid gap-3" onSubmit={submit} noValidate>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-muted-foreground">Situação</dt>
              <dd>
                <Badge variant={situationVariant[value.situacao]}>{cotizationSituationLabels[value.situacao]}</Badge>
                {value.dias_desde_cotizacao !== null ? (
                  <span className="ml-2 text-muted-foreground">
                    há {value.dias_desde_cotizacao} dia{value.dias_desde_cotizacao === 1 ? '' : 's'}
                  </span>
                ) : null}
              </dd>
              <dt className="text-muted-foreground">Referência</dt>
              <dd>{value.ativo.referencia ?? 'sem referência'}</dd>
              <dt className="text-muted-foreground">Valor atual</dt>
              <dd className="tabular">{formatMoney(BigInt(value.ativo.valor_centavos))}</dd>
              <dt className="text-muted-foreground">Cotização</dt>
              <dd className="tabular">{formatDateTime(value.ativo.data_atualizacao_cotizacao) || '—'}</dd>
              <dt className="text-muted-foreground">Crawler</dt>
              <dd className="tabular">{formatDateTime(value.ativo.data_atualizacao_crawler) || '—'}</dd>
            </dl>
            {value.acao_faltante ? (
              <p className="flex items-center gap-2 rounded-md border border-warning/30 bg-warning/10 p-2 text-sm text-warning">
                <AlertTriangle className="size-4 shrink-0" aria-hidden /> Este ativo está na lista de ações faltantes: a
                fonte de cotações ainda não o conhece.
              </p>
            ) : null}
            <ValidatedField
              label="Valor conferido (opcional)"
              value={valor}
              onChange={setValor}
              mask={applyCurrencyMask}
              rule={rule}
              placeholder="R$ 0,00"
              inputMode="decimal"
              hint="Sem valor, a cotização atual é confirmada com a data de hoje."
            />
            {confirm.error ? (
              <p role="alert" className="text-sm text-danger">
                {confirm.error.message}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={onClose}>
                Fechar
              </Button>
              <Button type="submit" loading={confirm.isPending} {...onlineOnly}>
                Confirmar cotização
              </Button>
            </DialogFooter>
          </form>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
