import { useQuery } from '@tanstack/react-query'
import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { validationPaths } from '@/contracts/validation-paths'
import { QueryErrorState } from '@/features/dre/states'
import { applyUpdate, useUpdateAvailable } from '@/features/pwa/service-worker'
import { workerVersion } from '@/features/pwa/worker-version'
import { LoadingBlock } from '@/features/shell/offline-states'
import { lazyContracts, requestParsed } from '@/lib/api/client'
import { formatCount, formatDateTime } from '@/lib/format'

const contract = lazyContracts(() => import('@/contracts/validation'))
const serverVersions = {
  queryKey: ['sistema', 'versoes'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    requestParsed(contract('systemVersionsResponse'), 'GET', validationPaths.versions, { signal }).then((r) => r.value),
}
const workerState = { ausente: 'Não registrado', ativo: 'Ativo', aguardando: 'Nova versão aguardando' } as const

/** /versoes (Versões atuais): the running web app, service worker, server and database schema. */
export function VersionsPage() {
  const server = useQuery(serverVersions)
  const worker = useQuery({ queryKey: ['sistema', 'service-worker'], queryFn: workerVersion })
  const waiting = useUpdateAvailable() || worker.data?.estado === 'aguardando'
  return (
    <div>
      <PageHeader
        title="Versões atuais"
        description="O que está rodando agora: aplicativo, service worker, servidor e banco de dados."
      />
      <div className="grid gap-4 md:grid-cols-2">
        <VersionCard title="Aplicativo web" testId="versao-app">
          <Row label="Build">{__APP_RELEASE__}</Row>
        </VersionCard>
        <VersionCard
          title="Service worker"
          testId="versao-sw"
          badge={worker.data ? workerState[worker.data.estado] : undefined}
        >
          {worker.data ? (
            <>
              <Row label="Build">{worker.data.release ?? '—'}</Row>
              <Row label="Revisão do pacote">{worker.data.shell ?? '—'}</Row>
            </>
          ) : (
            <Skeleton className="h-10" />
          )}
          {waiting ? (
            <Button size="sm" className="justify-self-start" onClick={applyUpdate}>
              <RefreshCw /> Atualizar
            </Button>
          ) : null}
        </VersionCard>
        {server.isError && !server.data ? (
          <div className="md:col-span-2">
            <QueryErrorState message={server.error.message} onRetry={() => void server.refetch()} />
          </div>
        ) : (
          <>
            <VersionCard title="Servidor" testId="versao-servidor">
              {server.data ? (
                <>
                  <Row label="Versão">{server.data.servidor.versao}</Row>
                  <Row label="Build">{server.data.servidor.release}</Row>
                  <Row label="Node.js">{server.data.servidor.node}</Row>
                  <Row label="Em execução desde">{formatDateTime(server.data.servidor.iniciado_em)}</Row>
                </>
              ) : (
                <LoadingBlock className="h-20" />
              )}
            </VersionCard>
            <VersionCard title="Banco de dados" testId="versao-banco">
              {server.data ? (
                <>
                  <Row label="Última migração">{server.data.banco.ultima_migracao ?? '—'}</Row>
                  <Row label="Migrações aplicadas">{formatCount(server.data.banco.migracoes)}</Row>
                  <Row label="PostgreSQL">{server.data.banco.postgres}</Row>
                </>
              ) : (
                <LoadingBlock className="h-20" />
              )}
            </VersionCard>
          </>
        )}
      </div>
    </div>
  )
}

function VersionCard(props: { title: string; testId: string; badge?: string; children: ReactNode }) {
  return (
    <Card data-testid={props.testId} className="min-w-0">
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle className="text-base">{props.title}</CardTitle>
        {props.badge ? <Badge variant="muted">{props.badge}</Badge> : null}
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">{props.children}</CardContent>
    </Card>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex min-w-0 flex-wrap justify-between gap-x-3">
      <span className="text-muted-foreground">{label}</span>
      <span className="min-w-0 break-all font-mono text-xs" data-testid={`valor-${label}`}>
        {children}
      </span>
    </div>
  )
}
