import { useQuery } from '@tanstack/react-query'
import { ScrollRegion } from '@/components/scroll-region'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cargoLabel } from '@/contracts/professionals'
import { SERVICOS } from '@/contracts/report-services'
import { professionalQueries } from '@/features/professionals/professionals-api'
import { QueryStates } from './query-states'

const reportName = (codigo: string) => SERVICOS.find((s) => s.codigo === codigo)?.nome ?? codigo

/**
 * §3 `profissionaisInternos`: the chosen office's professionals as staff see them on /dataroom_interno, with their
 * login and the reports released to each (changed in Acessos › Consultoria with the office picked in the top bar).
 */
export function OfficeProfessionals({ office }: { office: number }) {
  const query = useQuery(professionalQueries.office(office))
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profissionais do escritório</CardTitle>
        <p className="text-sm text-muted-foreground">
          Quem tem acesso e quais relatórios foram liberados a cada um (altere em Acessos › Consultoria).
        </p>
      </CardHeader>
      <CardContent>
        <QueryStates query={query} empty="Nenhum profissional cadastrado" columns={4}>
          {(rows) => (
            <ScrollRegion label="Profissionais do escritório" className="max-h-96">
              <table className="w-full min-w-[36rem] text-sm">
                <thead className="sticky top-0 bg-card text-left text-xs text-muted-foreground">
                  <tr>
                    <th className="py-2 pr-3">Profissional</th>
                    <th className="py-2 pr-3">Cargo</th>
                    <th className="py-2 pr-3">Acesso</th>
                    <th className="py-2">Relatórios liberados</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((p) => (
                    <tr key={p.id} className="border-t align-top">
                      <td className="py-2 pr-3">{p.nome}</td>
                      <td className="py-2 pr-3">{cargoLabel(p.cargo)}</td>
                      <td className="py-2 pr-3">
                        <Badge variant={p.possui_acesso ? 'success' : 'muted'} className="whitespace-nowrap">
                          {p.possui_acesso ? 'Com acesso' : 'Sem acesso'}
                        </Badge>
                      </td>
                      <td className="py-2">
                        {p.relatorios.length === 0 ? (
                          <span className="text-muted-foreground">Nenhum</span>
                        ) : (
                          <span className="flex flex-wrap gap-1">
                            {p.relatorios.map((r) => (
                              <Badge key={r} variant="info">
                                {reportName(r)}
                              </Badge>
                            ))}
                          </span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  )
}
