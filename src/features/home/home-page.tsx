import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Building2, CalendarClock, Landmark, Users } from 'lucide-react'
import { Suspense } from 'react'
import { lazyNamed, loadOnce, useLoaded } from '@/components/lazy-parts'
import { PageHeader } from '@/components/page-header'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { useOfflineWithout } from '@/db/online-only'
import { preloadSyncEngine } from '@/db/sync-context'
import { formatCount, formatDateTime, formatMoney, formatMoneyAbbreviated } from '@/lib/format'
import { officeQueries } from '../offices/office-api'
import { currentOfficeStore } from '../offices/office-store'
import { firstName, sessionStore, useSession } from '../session/session-store'
import { AfterFirstPage } from '../shell/after-first-page'
import { OfflineUnavailable } from '../shell/offline-states'
import { ErrorState } from '../shell/page-states'
import { KpiCard } from './kpi-card'

// The chart library is the heaviest piece of the page: the figures above it draw without waiting for it.
const ClientsPerProfessionalChart = lazyNamed(() =>
  import('./clients-per-professional-chart').then((m) => m.ClientsPerProfessionalChart),
)
// The notes read the local database (Dexie): they load once the figures have drawn, with the database's code.
const notesCard = loadOnce(async () => {
  const [{ NotesCard }] = await Promise.all([
    import('../notes/notes-card'),
    preloadSyncEngine(sessionStore.get()?.id_interno ?? 0),
  ])
  return NotesCard
})

function Notes({ officeId }: { officeId: number }) {
  const NotesCard = useLoaded(notesCard)
  return NotesCard ? <NotesCard officeId={officeId} /> : <Skeleton className="h-48 rounded-xl" />
}

/** Visão Geral: real figures of the selected office, aggregated by the server. */
export function HomePage() {
  const user = useSession()
  const office = currentOfficeStore.use()
  if (user?.IS_CLIENTE) return <ClientHome name={firstName(user)} />
  return (
    <div>
      <PageHeader
        title="Visão Geral"
        description={office ? office.nome : 'Selecione um escritório para ver seus números.'}
      />
      {office ? (
        <div className="space-y-4">
          <OfficeFigures officeId={office.id} />
          <AfterFirstPage fallback={<Skeleton className="h-48 rounded-xl" />}>
            <Notes officeId={office.id} />
          </AfterFirstPage>
        </div>
      ) : (
        <NoOfficeSelected />
      )}
    </div>
  )
}

function OfficeFigures({ officeId }: { officeId: number }) {
  const { data, isError, error } = useQuery(officeQueries.overview(officeId))
  const unavailable = useOfflineWithout(data)
  if (unavailable) return <OfflineUnavailable />
  if (!data && isError) return <ErrorState message={error.message} />
  if (!data) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-28 rounded-xl" />
        ))}
        <Skeleton className="h-72 rounded-xl sm:col-span-2 xl:col-span-4" />
      </div>
    )
  }
  const patrimonio = BigInt(data.patrimonio_centavos)
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <KpiCard label="Clientes" value={formatCount(data.clientes)} icon={Users} testId="kpi-clientes" />
      <KpiCard
        label="Profissionais ativos"
        value={formatCount(data.profissionais)}
        icon={Building2}
        testId="kpi-profissionais"
      />
      <KpiCard
        label="Patrimônio sob assessoria"
        value={formatMoneyAbbreviated(patrimonio)}
        hint={formatMoney(patrimonio)}
        icon={Landmark}
        testId="kpi-patrimonio"
      />
      <KpiCard
        label="Última atualização de dados"
        value={data.ultima_atualizacao ? formatDateTime(data.ultima_atualizacao) : '—'}
        icon={CalendarClock}
        testId="kpi-atualizacao"
      />
      <Card className="sm:col-span-2 xl:col-span-4">
        <CardHeader>
          <CardTitle>Clientes por profissional</CardTitle>
        </CardHeader>
        <CardContent>
          {data.clientes_por_profissional.length === 0 ? (
            <p className="py-10 text-center text-sm text-muted-foreground">Nenhum profissional cadastrado.</p>
          ) : (
            <Suspense fallback={<Skeleton className="h-64 rounded-lg" />}>
              <ClientsPerProfessionalChart data={data.clientes_por_profissional} />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </div>
  )
}

function NoOfficeSelected() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed bg-card p-12 text-center">
      <Building2 className="size-8 text-muted-foreground" aria-hidden />
      <p className="font-medium">Nenhum escritório selecionado</p>
      <p className="text-sm text-muted-foreground">Use a busca “Pesquisar escritório” na barra superior.</p>
    </div>
  )
}

function ClientHome({ name }: { name: string }) {
  return (
    <div>
      <PageHeader title={`Olá, ${name}`} description="Acompanhe aqui os comunicados do seu escritório." />
      <Card>
        <CardContent className="flex flex-wrap items-center justify-between gap-4 p-6">
          <p className="text-sm text-muted-foreground">
            Sua carteira, com os ativos, valores e o que falta atualizar, fica em “Minha carteira”. Os comunicados do
            escritório aparecem também em “Minhas notificações”, no sino da barra superior.
          </p>
          <Link to="/carteira" className={buttonVariants()}>
            Ver minha carteira
          </Link>
        </CardContent>
      </Card>
    </div>
  )
}
