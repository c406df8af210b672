import { useQuery } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { useState } from 'react'
import { SelectClientDialog } from '@/components/dialogs/select-client-dialog'
import { ScrollRegion } from '@/components/scroll-region'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { missingFieldLabel } from '@/contracts/clients'
import { clientQueries } from '@/features/clients/clients-api'
import { EmptyState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { formatDate, formatDateTime, formatMoney } from '@/lib/format'
import { CotizationDialog } from './cotization-dialog'
import { assetQueries } from './queries'
import { RenameAssetDialog } from './rename-asset-dialog'

type Props = { office: number; client: number | undefined; onClient: (id: number) => void }

/** The chosen client's asset rows (app_dados_ativos_clientes), with the cotization check and the rename per row. */
export function ClientAssetsSection({ office, client, onClient }: Props) {
  const clients = useQuery(clientQueries.list(office))
  const [picking, setPicking] = useState(false)
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => setPicking(true)}>
          <Users /> Selecionar cliente
        </Button>
      </div>
      {client ? (
        <AssetRows office={office} client={client} />
      ) : (
        <EmptyState title="Nenhum cliente selecionado">
          Escolha um cliente para ver os ativos, conferir cotizações e renomear ativos.
        </EmptyState>
      )}
      <SelectClientDialog
        open={picking}
        onOpenChange={setPicking}
        clients={(clients.data ?? []).map((c) => ({
          id: c.id,
          nome: c.nome_cliente,
          documento: c.cpf ?? c.email,
          id_cadastro_cliente: c.id_cadastro_cliente,
        }))}
        currentId={client ?? null}
        description="Escolha o cliente cujos ativos você quer ver."
        onSelect={(c) => onClient(c.id)}
      />
    </div>
  )
}

type Dialog = { kind: 'cotizacao'; asset: number } | { kind: 'renomear'; name: string } | null

function AssetRows({ office, client }: { office: number; client: number }) {
  const rows = useQuery(assetQueries.rows(office, client))
  const [dialog, setDialog] = useState<Dialog>(null)
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
          <ScrollRegion label="Ativos do cliente">
            <table className="w-full min-w-[46rem] text-sm">
              <thead className="text-left text-xs uppercase tracking-wide text-muted-foreground">
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
                {data.map((a) => (
                  <tr key={a.id} className="border-t">
                    <td className="py-2 pr-3">
                      <span className="font-medium">{a.nome_ativo}</span>
                      <span className="block text-xs text-muted-foreground">
                        {a.referencia ?? 'sem referência'} · {a.classe}
                      </span>
                    </td>
                    <td className="px-3 py-2 text-right tabular">{formatMoney(BigInt(a.valor_centavos))}</td>
                    <td className="px-3 py-2 tabular">{formatDate(a.data_atualizacao_cotizacao) || '—'}</td>
                    <td className="px-3 py-2 tabular">{formatDateTime(a.data_atualizacao_crawler) || '—'}</td>
                    <td className="px-3 py-2">
                      {a.campos_faltantes.length ? (
                        <Badge variant="warning">Faltam: {a.campos_faltantes.map(missingFieldLabel).join(', ')}</Badge>
                      ) : (
                        <Badge variant="success">Completo</Badge>
                      )}
                    </td>
                    <td className="py-2 pl-3">
                      <div className="flex justify-end gap-1">
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Conferir cotização de ${a.nome_ativo}`}
                          onClick={() => setDialog({ kind: 'cotizacao', asset: a.id })}
                        >
                          Cotização
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={`Renomear ${a.nome_ativo}`}
                          onClick={() => setDialog({ kind: 'renomear', name: a.nome_ativo })}
                        >
                          Renomear
                        </Button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
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
