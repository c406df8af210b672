import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { FileBarChart, Lock } from 'lucide-react'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { useOfflineWithout } from '@/db/online-only'
import { EmptyState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { useSession } from '@/features/session/session-store'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { cn } from '@/lib/cn'
import { canOpen, roleFromFlags } from '@/lib/roles'
import { professionalQueries } from './professionals-api'
import { type ReportLink, reportLink } from './report-links'

type Service = { codigo: string; nome: string; liberado: boolean; id_profissional: number }

/** /consultoria/relatorios: the reports the office's managers released to the signed-in professional. */
export function MyReportsPage({ highlight }: { highlight?: string }) {
  const user = useSession()
  const officeId = user?.escritorio?.id ?? null
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Meus relatórios"
        description="Os relatórios que a gestão do escritório liberou para você. Um relatório retirado deixa de aparecer."
      />
      {user && officeId !== null ? (
        <Reports officeId={officeId} role={roleFromFlags(user)} highlight={highlight} />
      ) : (
        <EmptyState title="Esta página é dos profissionais de um escritório">
          Os relatórios são liberados a cada profissional em Acessos › Consultoria; seu usuário não pertence a um
          escritório.
        </EmptyState>
      )}
    </div>
  )
}

function Reports({
  officeId,
  role,
  highlight,
}: {
  officeId: number
  role: ReturnType<typeof roleFromFlags>
  highlight?: string
}) {
  const query = useQuery(professionalQueries.mine(officeId))
  const offline = useOfflineWithout(query.data)
  if (offline) return <OfflineUnavailable />
  if (query.isError) return <QueryErrorState message={query.error.message} onRetry={() => void query.refetch()} />
  if (query.isPending) return <TableSkeleton rows={4} columns={2} />
  const released = query.data.filter((s) => s.liberado)
  const others = query.data.filter((s) => !s.liberado)
  return (
    <>
      <section aria-labelledby="liberados" className="grid grid-cols-1 gap-3">
        <h2 id="liberados" className="text-base font-semibold">
          Liberados para você
        </h2>
        {released.length === 0 ? (
          <EmptyState title="Nenhum relatório liberado para você ainda">
            Quando a gestão do escritório liberar um relatório, você recebe uma notificação e ele aparece aqui.
          </EmptyState>
        ) : (
          <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {released.map((s) => (
              <ReleasedCard
                key={s.codigo}
                service={s}
                link={reportLink(s.codigo, role, s.id_profissional)}
                highlighted={s.codigo === highlight}
              />
            ))}
          </div>
        )}
      </section>
      {others.length > 0 ? <NotReleased services={others} manager={canOpen(role, '/professional')} /> : null}
    </>
  )
}

function ReleasedCard({ service, link, highlighted }: { service: Service; link: ReportLink; highlighted: boolean }) {
  return (
    <Card
      data-relatorio={service.codigo}
      aria-current={highlighted ? 'true' : undefined}
      className={cn(highlighted && 'ring-2 ring-[var(--brand)]')}
    >
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <CardTitle className="flex min-w-0 items-center gap-2 text-base">
          <FileBarChart className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0 break-words">{service.nome}</span>
        </CardTitle>
        <Badge variant="success">Liberado</Badge>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {link.kind === 'page' ? (
          <>
            <p className="text-muted-foreground">{link.scope}</p>
            <Link
              to={link.to}
              search={link.search}
              className={buttonVariants({ className: 'justify-self-start' })}
              aria-label={`Abrir ${service.nome}`}
            >
              Abrir relatório
            </Link>
          </>
        ) : link.kind === 'no-page' ? (
          <p className="text-muted-foreground">
            Este relatório foi liberado, mas ainda não tem uma página no sistema. A gestão do escritório pode enviá-lo a
            você por outro meio enquanto isso.
          </p>
        ) : (
          <p className="text-muted-foreground">
            Seu perfil ainda não abre a página deste relatório. Fale com a gestão do escritório.
          </p>
        )}
      </CardContent>
    </Card>
  )
}

function NotReleased({ services, manager }: { services: Service[]; manager: boolean }) {
  return (
    <section aria-labelledby="nao-liberados" className="grid grid-cols-1 gap-3">
      <h2 id="nao-liberados" className="text-base font-semibold">
        Ainda não liberados
      </h2>
      <Card>
        <CardContent className="pt-6">
          <ul className="divide-y text-sm">
            {services.map((s) => (
              <li key={s.codigo} data-relatorio={s.codigo} className="flex items-center justify-between gap-3 py-2">
                <span className="flex min-w-0 items-center gap-2">
                  <Lock className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="min-w-0 break-words">{s.nome}</span>
                </span>
                <Badge variant="muted">Não liberado</Badge>
              </li>
            ))}
          </ul>
          {manager ? (
            <p className="mt-3 text-xs text-muted-foreground">
              Para liberar relatórios aos profissionais, use{' '}
              <Link to="/professional/consultoria" className="underline">
                Acessos › Consultoria
              </Link>
              .
            </p>
          ) : null}
        </CardContent>
      </Card>
    </section>
  )
}
