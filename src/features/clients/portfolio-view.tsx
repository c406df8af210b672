import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { AlertTriangle, Eye, Landmark } from 'lucide-react'
import { ScrollRegion } from '@/components/scroll-region'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { missingFieldLabel } from '@/contracts/clients'
import type { CurrentUser } from '@/contracts/session'
import { formatDate, formatMoney } from '@/lib/format'
import { useViewAs } from '../offices/view-as'
import { useSession } from '../session/session-store'
import { LoadingBlock } from '../shell/offline-states'
import { ErrorState } from '../shell/page-states'
import { clientQueries } from './clients-api'
import { CommunicationsCard } from './communications-card'

/** views/client: staff, a gestor (their office) and an assessor (their book; the server checks both). */
const canViewAsClient = (user: CurrentUser | null) => !!user && (user.IS_EQUIPE || user.IS_GESTOR || user.IS_ASSESSOR)

/** A client's portfolio: position rows with their missing fields, and the client's communications. */
export function PortfolioView({ officeId, clientId }: { officeId: number; clientId: number }) {
  const user = useSession()
  const { data, isPending, isError, error } = useQuery(clientQueries.detail(officeId, clientId))
  const viewAs = useViewAs()
  if (isPending) return <LoadingBlock page className="h-64 w-full" />
  if (isError) return <ErrorState message={error.message} />
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <div>
          <h2 className="text-xl font-semibold" data-testid="carteira-cliente">
            {data.cliente.nome_cliente}
          </h2>
          <p className="text-sm text-muted-foreground">
            Atualizado em {formatDate(data.data_atualizacao)}
            {data.data_cotizacao ? ` · cotização de ${formatDate(data.data_cotizacao)}` : ''}
          </p>
        </div>
        <p className="ml-auto text-right">
          <span className="block text-xs text-muted-foreground">Total da carteira</span>
          <span className="text-lg font-semibold tabular">{formatMoney(BigInt(data.cliente.patrimonio_centavos))}</span>
        </p>
        {user?.IS_EQUIPE ? (
          <Button variant="outline" size="sm" asChild>
            <Link to="/ativos" search={{ aba: 'clientes', cliente: clientId }}>
              <Landmark /> Ativos e cotizações
            </Link>
          </Button>
        ) : null}
        {canViewAsClient(user) && data.cliente.id_cliente_web ? (
          <Button
            variant="outline"
            size="sm"
            disabled={viewAs.isPending}
            onClick={() => viewAs.mutate({ kind: 'client', id_escritorio: officeId, id_cliente: clientId })}
          >
            <Eye /> Ver como cliente
          </Button>
        ) : null}
      </div>
      {viewAs.isError ? <ErrorState message={viewAs.error.message} /> : null}
      {data.has_incompletes_assets ? (
        <p
          role="alert"
          className="flex items-center gap-2 rounded-md border border-warning/30 bg-warning/10 p-3 text-sm text-warning"
        >
          <AlertTriangle className="size-4" aria-hidden /> Alguns ativos da sua carteira estão com informações
          incompletas. Seu assessor já foi avisado.
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Ativos</CardTitle>
        </CardHeader>
        <CardContent>
          <ScrollRegion label="Ativos">
            <table className="w-full text-sm">
              <thead className="text-left text-xs uppercase tracking-wide text-muted-foreground">
                <tr>
                  <th className="py-2 pr-3">Ativo</th>
                  <th className="px-3 py-2 hidden sm:table-cell">Classe</th>
                  <th className="py-2 pl-3 text-right sm:px-3">Valor</th>
                  <th className="px-3 py-2 hidden sm:table-cell">Cotização</th>
                  <th className="px-3 py-2 hidden sm:table-cell">Pendências</th>
                </tr>
              </thead>
              <tbody>
                {data.ativos.map((a) => (
                  <tr key={a.id} className="border-t">
                    <td className="py-2 pr-3">
                      <span className="font-medium">{a.nome_ativo}</span>
                      <span className="block text-xs text-muted-foreground">
                        {a.referencia ?? 'sem referência'} · {a.tipo}
                      </span>
                      {/* On a phone the columns after the value fold in here, so the value needs no sideways scroll. */}
                      <span className="mt-1 grid justify-items-start gap-1 text-xs text-muted-foreground sm:hidden">
                        {a.classe} · cotização de {formatDate(a.data_atualizacao_cotizacao)}
                        <Pending asset={a} />
                      </span>
                    </td>
                    <td className="px-3 py-2 hidden sm:table-cell">{a.classe}</td>
                    <td className="py-2 pl-3 text-right align-top tabular sm:px-3 sm:align-middle">
                      {formatMoney(BigInt(a.valor_centavos))}
                    </td>
                    <td className="px-3 py-2 text-muted-foreground tabular hidden sm:table-cell">
                      {formatDate(a.data_atualizacao_cotizacao)}
                    </td>
                    <td className="px-3 py-2 hidden sm:table-cell">
                      <Pending asset={a} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </CardContent>
      </Card>
      <CommunicationsCard
        officeId={officeId}
        clientId={clientId}
        canSend={!!user && (user.IS_EQUIPE || user.IS_GESTOR || user.IS_ASSESSOR)}
      />
    </div>
  )
}

function Pending({ asset }: { asset: { campos_faltantes: string[] } }) {
  return asset.campos_faltantes.length ? (
    <Badge variant="warning">Faltam: {asset.campos_faltantes.map(missingFieldLabel).join(', ')}</Badge>
  ) : (
    <Badge variant="success">Completo</Badge>
  )
}
