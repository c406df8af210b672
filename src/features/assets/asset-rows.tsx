import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { ScrollRegion } from '@/components/scroll-region'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import { type ClientAsset, missingFieldLabel } from '@/contracts/clients'
import { useOfflineWithout } from '@/db/online-only'
import { QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { formatDate, formatDateTime, formatMoney } from '@/lib/format'
import { useMediaQuery } from '@/lib/use-media-query'
import { CotizationDialog } from './cotization-dialog'
import { assetQueries } from './queries'
import { RenameAssetDialog } from './rename-asset-dialog'

type Dialog = { kind: 'cotizacao'; asset: number } | { kind: 'renomear'; name: string } | null
type Open = (dialog: Dialog) => void

/** A client's asset rows: a table on wide screens, a card per asset on a phone; each opens its two dialogs. */
export function AssetRows({ office, client }: { office: number; client: number }) {
  const rows = useQuery(assetQueries.rows(office, client))
  const [dialog, setDialog] = useState<Dialog>(null)
  const offline = useOfflineWithout(rows.data)
  if (offline) return <OfflineUnavailable />
  if (rows.isError) return <QueryErrorState message={rows.error.message} onRetry={() => void rows.refetch()} />
  if (rows.isPending) return <TableSkeleton rows={5} />
  const { cliente, data } = rows.data
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-end justify-between gap-2">
        <CardTitle data-testid="ativos-cliente">{cliente.nome_cliente}</CardTitle>
        <p className="text-right">
          <span className="block text-xs text-muted-foreground">Total da carteira</span>
          <span className="text-lg font-semibold tabular" data-testid="ativos-total">
            {formatMoney(BigInt(cliente.patrimonio_centavos))}
          </span>
        </p>
      </CardHeader>
      <CardContent>
        {data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Este cliente não tem ativos.</p>
        ) : (
          <AssetList assets={data} open={setDialog} />
        )}
      </CardContent>
      {dialog?.kind === 'cotizacao' ? (
        <CotizationDialog office={office} client={client} asset={dialog.asset} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'renomear' ? (
        <RenameAssetDialog office={office} client={client} oldName={dialog.name} onClose={() => setDialog(null)} />
      ) : null}
    </Card>
  )
}

function Pending({ asset }: { asset: ClientAsset }) {
  return asset.campos_faltantes.length ? (
    <Badge variant="warning">Faltam: {asset.campos_faltantes.map(missingFieldLabel).join(', ')}</Badge>
  ) : (
    <Badge variant="success">Completo</Badge>
  )
}

function Actions({ asset, open }: { asset: ClientAsset; open: Open }) {
  return (
    <div className="flex justify-end gap-1">
      <Button
        size="sm"
        variant="outline"
        aria-label={`Conferir cotização de ${asset.nome_ativo}`}
        onClick={() => open({ kind: 'cotizacao', asset: asset.id })}
      >
        Cotização
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Renomear ${asset.nome_ativo}`}
        onClick={() => open({ kind: 'renomear', name: asset.nome_ativo })}
      >
        Renomear
      </Button>
    </div>
  )
}

const TABLE_ROW = 57
const CARD_ROW = 124

/** A table on wide screens, a card per asset on a phone; both virtualised (a client may hold thousands). */
function AssetList({ assets, open }: { assets: readonly ClientAsset[]; open: Open }) {
  const wide = useMediaQuery('(min-width: 768px)')
  return wide ? <AssetTable assets={assets} open={open} /> : <AssetCards assets={assets} open={open} />
}

function AssetCards({ assets, open }: { assets: readonly ClientAsset[]; open: Open }) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({ count: assets.length, rowHeight: CARD_ROW })
  return (
    <ScrollRegion ref={scrollRef} label="Ativos do cliente" className="max-h-[70dvh]">
      <ul className="divide-y" aria-label="Ativos do cliente">
        {top > 0 ? <li aria-hidden style={{ height: top }} /> : null}
        {items.map((item) => {
          const a = assets[item.index]
          return a ? <AssetCard key={a.id} asset={a} open={open} /> : null
        })}
        {bottom > 0 ? <li aria-hidden style={{ height: bottom }} /> : null}
      </ul>
    </ScrollRegion>
  )
}

function AssetTable({ assets, open }: { assets: readonly ClientAsset[]; open: Open }) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({ count: assets.length, rowHeight: TABLE_ROW })
  return (
    <ScrollRegion ref={scrollRef} label="Ativos do cliente" className="max-h-[70dvh]">
      <table className="w-full min-w-[46rem] text-sm" aria-rowcount={assets.length + 1}>
        <thead className="sticky top-0 z-10 bg-card text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th className="py-2 pr-3">Ativo</th>
            <th className="px-3 py-2 text-right">Valor</th>
            <th className="px-3 py-2">Cotização</th>
            <th className="px-3 py-2">Crawler</th>
            <th className="px-3 py-2">Pendências</th>
            <th className="py-2 pl-3 text-right">Ações</th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={6} />
          {items
            .map((item) => assets[item.index])
            .map((a) =>
              a === undefined ? null : (
                <tr key={a.id} className="border-t" data-testid="ativo">
                  <td className="py-2 pr-3">
                    <span className="font-medium">{a.nome_ativo}</span>
                    <span className="block text-xs text-muted-foreground">
                      {a.referencia ?? 'sem referência'} · {a.classe}
                    </span>
                  </td>
                  <td className="px-3 py-2 text-right tabular">{formatMoney(BigInt(a.valor_centavos))}</td>
                  <td className="px-3 py-2 tabular" data-testid="ativo-cotizacao">
                    {formatDate(a.data_atualizacao_cotizacao) || '—'}
                  </td>
                  <td className="px-3 py-2 tabular">{formatDateTime(a.data_atualizacao_crawler) || '—'}</td>
                  <td className="px-3 py-2">
                    <Pending asset={a} />
                  </td>
                  <td className="py-2 pl-3">
                    <Actions asset={a} open={open} />
                  </td>
                </tr>
              ),
            )}
          <SpacerRow height={bottom} colSpan={6} />
        </tbody>
      </table>
    </ScrollRegion>
  )
}

function AssetCard({ asset: a, open }: { asset: ClientAsset; open: Open }) {
  return (
    <li className="grid gap-1.5 py-3 text-sm" data-testid="ativo">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0">
          <span className="font-medium">{a.nome_ativo}</span>
          <span className="block text-xs text-muted-foreground">
            {a.referencia ?? 'sem referência'} · {a.classe}
          </span>
        </p>
        <span className="shrink-0 font-medium tabular">{formatMoney(BigInt(a.valor_centavos))}</span>
      </div>
      <p className="text-xs text-muted-foreground">
        Cotização <span data-testid="ativo-cotizacao">{formatDate(a.data_atualizacao_cotizacao) || '—'}</span> · Crawler{' '}
        {formatDateTime(a.data_atualizacao_crawler) || '—'}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Pending asset={a} />
        <Actions asset={a} open={open} />
      </div>
    </li>
  )
}
