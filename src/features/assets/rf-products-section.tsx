import { useQuery } from '@tanstack/react-query'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatDate, formatDateTime, formatMoney } from '@/lib/format'
import { assetQueries } from './queries'
import { QueryTable } from './query-table'

/** The fixed-income products the crawler stored for the office, with when each was read. */
export function RfProductsSection({ office }: { office: number }) {
  const products = useQuery(assetQueries.products(office))
  const latest = products.data?.reduce<string | null>(
    (max, p) => (max === null || p.data_atualizacao > max ? p.data_atualizacao : max),
    null,
  )
  return (
    <Card>
      <CardHeader>
        <CardTitle>Produtos de renda fixa</CardTitle>
        <p className="text-sm text-muted-foreground">
          {latest ? `Lidos pelo crawler em ${formatDateTime(latest)}.` : 'Execute o crawler para ler os produtos.'}
        </p>
      </CardHeader>
      <CardContent>
        <QueryTable
          query={products}
          columns={5}
          label="Produtos de renda fixa"
          testId="produtos-rf"
          empty="Nenhum produto lido ainda."
          className="max-h-[32rem]"
          tableClassName="min-w-[44rem]"
          head={
            <>
              <th className="py-2 pr-3">Produto</th>
              <th className="px-3 py-2">Taxa</th>
              <th className="px-3 py-2">Vencimento</th>
              <th className="px-3 py-2 text-right">Preço unitário</th>
              <th className="py-2 pl-3 text-right">Aplicação mínima</th>
            </>
          }
          row={(p) => (
            <tr key={p.id} className="border-t">
              <td className="py-2 pr-3">
                <span className="font-medium">{p.nome}</span>
                <span className="block text-xs text-muted-foreground">
                  {p.tipo} · {p.emissor}
                </span>
              </td>
              <td className="px-3 py-2">{p.taxa}</td>
              <td className="px-3 py-2 tabular">{formatDate(p.vencimento)}</td>
              <td className="px-3 py-2 text-right tabular">{formatMoney(BigInt(p.preco_unitario_centavos))}</td>
              <td className="py-2 pl-3 text-right tabular">{formatMoney(BigInt(p.aplicacao_minima_centavos))}</td>
            </tr>
          )}
        />
      </CardContent>
    </Card>
  )
}
